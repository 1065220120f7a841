import { eq } from 'drizzle-orm';
import type { CaseDeadline, CloseDeadlineRequest } from '../../../shared/contracts/deadlines';
import { AppError } from '../../../shared/domain/errors';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { caseStaffAudience, findCaseInScope, publishCaseListChanged } from '../../core/case-team';
import { notFound } from '../../core/scope';
import { cases, deadlineClosures } from '../../db/schema';
import { toCaseDeadline } from './list';
import { readDeadlines } from './read';

/**
 * Records a deadline of a payment met or waived, with why: on the staff's timeline and in the audit
 * log, in one transaction. Only a deadline the firm's rules give the payment today can be closed;
 * a second closure is a conflict (reopening is not offered: the record says who decided what).
 */
export async function closeDeadline(
  args: AuditedCall & {
    caseId: string;
    paymentId: string;
    ruleId: string;
    input: CloseDeadlineRequest;
    today: string;
  },
): Promise<CaseDeadline> {
  const { db, actor, input } = args;
  const theCase = await findCaseInScope(db, actor, args.caseId);
  const { deadlines } = await readDeadlines(db, eq(cases.id, theCase.id), args.today);
  const found = deadlines.find((d) => d.payment.id === args.paymentId && d.deadline.ruleId === args.ruleId);
  if (!found) throw notFound('deadlines.not_found.deadline');
  if (found.closure) throw new AppError('conflict', 'deadlines.already_closed');
  const { deadline } = found;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deadlineClosures)
      .values({
        caseId: theCase.id,
        paymentId: found.payment.id,
        ruleId: deadline.ruleId,
        dueOn: deadline.dueOn,
        outcome: input.outcome,
        reason: input.reason,
        closedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning();
    // Someone else closed it between the read and this insert.
    if (!row) throw new AppError('conflict', 'deadlines.already_closed');
    const facts = {
      paymentId: found.payment.id,
      ruleId: deadline.ruleId,
      label: deadline.label,
      dueOn: deadline.dueOn,
      outcome: input.outcome,
    };
    await addCaseEvent(tx, {
      caseId: theCase.id,
      actorId: actor.id,
      kind: input.outcome === 'met' ? 'deadline_met' : 'deadline_waived',
      // Staff only: the firm's handling of its deadlines, not news for the client.
      clientVisible: false,
      notes: `${deadline.label} (${deadline.dueOn})\n${input.reason}`,
      data: facts,
    });
    await writeAudit(tx, args.request, {
      action: input.outcome === 'met' ? 'deadline.met' : 'deadline.waived',
      entity: 'case',
      entityId: theCase.id,
      after: { ...facts, reason: input.reason },
    });
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'deadlines',
      caseId: theCase.id,
      audience: caseStaffAudience(theCase),
    });
    await publishCaseListChanged(tx, theCase, 'timeline');
    const closedBy = `${actor.firstName} ${actor.lastName}`;
    return toCaseDeadline({
      ...found,
      closure: { outcome: row.outcome, reason: row.reason, closedBy, closedAt: row.closedAt },
    });
  });
}
