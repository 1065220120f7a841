import { eq } from 'drizzle-orm';
import type { CaseDeadline, CaseDeadlines } from '../../../shared/contracts/deadlines';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { findCaseInScope } from '../../core/case-team';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema';
import { type DeadlineRecord, readDeadlines } from './read';

export function toCaseDeadline({ payment, deadline, closure }: DeadlineRecord): CaseDeadline {
  return {
    paymentId: payment.id,
    ruleId: deadline.ruleId,
    kind: deadline.kind,
    label: deadline.label,
    dueOn: deadline.dueOn,
    daysLeft: deadline.daysLeft,
    state: closure?.outcome ?? 'open',
    payment: {
      paidOn: payment.paidOn,
      ...moneyFields('amount', payment.amountCents),
      currency: payment.currency,
      method: payment.method,
      cardNetwork: payment.cardNetwork,
    },
    closure: closure && { ...closure, closedAt: closure.closedAt.toISOString() },
  };
}

/** Every deadline of the case's live payments, soonest first, for its team (D21: 404 outside). */
export async function listCaseDeadlines(
  db: Db,
  actor: Actor,
  caseId: string,
  today: string,
): Promise<CaseDeadlines> {
  const theCase = await findCaseInScope(db, actor, caseId);
  const { payments, deadlines } = await readDeadlines(db, eq(cases.id, theCase.id), today);
  return { today, payments, deadlines: deadlines.map(toCaseDeadline) };
}
