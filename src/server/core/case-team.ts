import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cases, indicatorSightings, users } from '../db/schema';
import type { Actor } from './actor';
import { type LiveEvent, publishEvent } from './bus';
import { caseScope, notFound } from './scope';

// A case and the people around it, as messages, documents, the ledger and the case itself need
// them: who may open it (D21), who works on it, and who hears when it changes.

export type ScopedCase = {
  id: string;
  reference: string;
  clientId: string;
  lawyerId: string | null;
  deskId: string | null;
};

/** The case if the actor may see it (D21, scoped in the query); otherwise 404, never 403. */
export async function findCaseInScope(db: Db, actor: Actor, caseId: string): Promise<ScopedCase> {
  const [row] = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      clientId: cases.clientId,
      lawyerId: cases.lawyerId,
      deskId: cases.deskId,
    })
    .from(cases)
    .where(and(eq(cases.id, caseId), caseScope(actor)));
  if (!row) throw notFound('common.not_found.case');
  return row;
}

/**
 * The cases naming an indicator (`where` on indicator_sightings), each with the people the bus
 * tells of it: when an indicator changes, every case naming it refetches its links.
 */
export function casesNamingIndicators(db: Db, where: SQL | undefined) {
  return db
    .selectDistinct({
      id: cases.id,
      clientId: cases.clientId,
      lawyerId: cases.lawyerId,
      deskId: cases.deskId,
    })
    .from(indicatorSightings)
    .innerJoin(cases, eq(cases.id, indicatorSightings.caseId))
    .where(where);
}

/** The case team on the staff side: the assigned lawyer and the active managers of the case's desk. */
export async function caseStaffIds(db: Db, theCase: ScopedCase): Promise<string[]> {
  const managers = theCase.deskId
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'manager'), eq(users.deskId, theCase.deskId), eq(users.status, 'active')))
    : [];
  return [...(theCase.lawyerId ? [theCase.lawyerId] : []), ...managers.map((m) => m.id)];
}

/** Everyone whose screens show this case's thread and documents (for list-changed events). */
export async function caseParticipantIds(db: Db, theCase: ScopedCase): Promise<string[]> {
  return [theCase.clientId, ...(await caseStaffIds(db, theCase))];
}

/** Who hears that a case changed: its client, its lawyer, its desk's managers, and admins. */
export function caseAudience(
  row: Pick<ScopedCase, 'clientId' | 'lawyerId' | 'deskId'>,
): LiveEvent['audience'] {
  return {
    userIds: [row.clientId, ...(row.lawyerId ? [row.lawyerId] : [])],
    deskIds: row.deskId ? [row.deskId] : [],
    // The desk's managers see all its cases; its other lawyers only their own (D21), by id above.
    deskRoles: ['manager'],
    roles: ['admin'],
  };
}

/** Tells everyone who sees the case (caseAudience) that one of its lists changed, e.g. 'cases'. */
export function publishCaseListChanged(
  db: Db,
  theCase: Pick<ScopedCase, 'id' | 'clientId' | 'lawyerId' | 'deskId'>,
  list: NonNullable<LiveEvent['list']>,
): Promise<void> {
  return publishEvent(db, {
    type: 'list-changed',
    list,
    caseId: theCase.id,
    audience: caseAudience(theCase),
  });
}

/** caseAudience without the client: for staff-only lists (a case's indicators and their links). */
export function caseStaffAudience(
  row: Pick<ScopedCase, 'clientId' | 'lawyerId' | 'deskId'>,
): LiveEvent['audience'] {
  return { ...caseAudience(row), userIds: row.lawyerId ? [row.lawyerId] : [] };
}
