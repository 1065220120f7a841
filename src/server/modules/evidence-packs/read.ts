import { and, desc, eq } from 'drizzle-orm';
import type { EvidencePack } from '../../../shared/contracts/evidence-packs';
import type { Actor } from '../../core/actor';
import { findCaseInScope } from '../../core/case-team';
import { firstOrNotFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { evidencePacks, users } from '../../db/schema';
import { toEvidencePack } from './pack-row';

/** The packs of a case, newest first, for its team. */
export async function listEvidencePacks(db: Db, actor: Actor, caseId: string): Promise<EvidencePack[]> {
  const theCase = await findCaseInScope(db, actor, caseId);
  const rows = await db
    .select({ p: evidencePacks, firstName: users.firstName, lastName: users.lastName })
    .from(evidencePacks)
    .leftJoin(users, eq(users.id, evidencePacks.createdBy))
    .where(eq(evidencePacks.caseId, theCase.id))
    .orderBy(desc(evidencePacks.createdAt));
  return rows.map(({ p, firstName, lastName }) =>
    toEvidencePack(p, firstName ? { firstName, lastName: lastName ?? '' } : null),
  );
}

/** One pack of a case the actor may open; any other is not found. */
export async function findEvidencePack(db: Db, actor: Actor, caseId: string, packId: string) {
  const theCase = await findCaseInScope(db, actor, caseId);
  const rows = await db
    .select()
    .from(evidencePacks)
    .where(and(eq(evidencePacks.id, packId), eq(evidencePacks.caseId, theCase.id)));
  return { theCase, pack: firstOrNotFound(rows, 'evidence-packs.not_found.evidence_pack') };
}
