import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Conflict, ConflictRecord } from '../../../shared/contracts/conflicts';
import type { Actor } from '../../core/actor';
import { fullName } from '../../core/person-name';
import { caseScope } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema';
import type { FoundConflict } from './find-conflicts';

const unique = (ids: string[]) => [...new Set(ids)];

/** Cases of the reader's scope (D21) among `where`, with reference and client, in the query itself. */
function casesInScope(db: Db, actor: Actor, where: SQL) {
  return db
    .select({
      caseId: cases.id,
      clientId: cases.clientId,
      reference: cases.reference,
      clientName: fullName(users),
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(and(where, caseScope(actor)))
    .orderBy(cases.reference);
}

/** Staff an admin may open (all) or a manager (their own desk's); a lawyer opens no one's record. */
function staffInScope(db: Db, actor: Actor, ids: string[]) {
  if (actor.role !== 'admin' && !(actor.role === 'manager' && actor.deskId)) return [];
  return db
    .select({ id: users.id, name: fullName(users), role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        ne(users.role, 'client'),
        actor.role === 'manager' ? eq(users.deskId, actor.deskId!) : undefined,
      ),
    );
}

/**
 * The conflict panel's links (issue 31): each match names the records behind it that the reader
 * may open: the other cases naming the indicator, a matched client's cases, a matched staff member.
 * What lies outside their scope stays as the kind of match only, as before.
 */
export async function withRecords(db: Db, actor: Actor, found: FoundConflict[]): Promise<Conflict[]> {
  const caseIds = unique(found.flatMap((c) => c.caseIds));
  const userIds = unique(found.flatMap((c) => c.userIds));
  const [named, ofClients, staff] = await Promise.all([
    caseIds.length ? casesInScope(db, actor, inArray(cases.id, caseIds)) : [],
    userIds.length ? casesInScope(db, actor, inArray(cases.clientId, userIds)) : [],
    userIds.length ? staffInScope(db, actor, userIds) : [],
  ]);
  const caseRecord = (r: (typeof named)[number]): ConflictRecord => ({
    type: 'case',
    caseId: r.caseId,
    reference: r.reference,
    clientName: r.clientName,
  });
  return found.map(({ caseIds: ids, userIds: people, ...conflict }) => ({
    ...conflict,
    records: [
      ...named.filter((r) => ids.includes(r.caseId)).map(caseRecord),
      ...ofClients.filter((r) => people.includes(r.clientId)).map(caseRecord),
      ...staff
        .filter((p) => people.includes(p.id))
        .map((p): ConflictRecord => ({ type: 'person', userId: p.id, name: p.name, role: p.role })),
    ],
  }));
}
