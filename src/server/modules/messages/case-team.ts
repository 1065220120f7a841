import { and, eq } from 'drizzle-orm';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema';
import type { Actor } from '../auth/sessions';

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
  if (!row) throw notFound('This case');
  return row;
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
export async function caseAudience(db: Db, theCase: ScopedCase): Promise<string[]> {
  return [theCase.clientId, ...(await caseStaffIds(db, theCase))];
}
