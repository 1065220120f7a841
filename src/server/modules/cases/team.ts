import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CaseTeam } from '../../../shared/contracts/cases';
import type { Actor } from '../../core/actor';
import { caseStaffIds, findCaseInScope } from '../../core/case-team';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * GET /api/cases/{id}/team (D2): the assigned lawyer and the active managers of the case's desk,
 * the same people who receive its messages (core/case-team.ts), each with the language of
 * their account. Only active accounts; a case outside the caller's scope is 404.
 */
export async function loadCaseTeam(db: Db, actor: Actor, caseId: string): Promise<CaseTeam> {
  const theCase = await findCaseInScope(db, actor, caseId);
  const ids = await caseStaffIds(db, theCase);
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            role: users.role,
            language: users.language,
          })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.status, 'active')))
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return {
    lawyer: people.find((p) => p.id === theCase.lawyerId) ?? null,
    managers: people.filter((p) => p.id !== theCase.lawyerId && p.role === 'manager'),
  };
}
