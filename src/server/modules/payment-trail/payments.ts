import { eq } from 'drizzle-orm';
import type { PaymentInput } from '../../../shared/contracts/payment-trail';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { findCaseInScope } from '../../core/case-team';
import { schemePayments } from '../../db/schema';
import { publishLinksChanged } from './links-changed';
import { changeableEntry, liveEntry, paymentColumns } from './trail-rows';

/** Adds a payment to the case's trail; its destination becomes an indicator at once (issue 21). */
export async function addPayment(args: AuditedCall & { caseId: string; input: PaymentInput }) {
  const { actor } = args;
  const theCase = await findCaseInScope(args.db, actor, args.caseId);
  const row = await args.db.transaction(async (tx) => {
    const values = await paymentColumns(tx, args.input);
    const [created] = await tx
      .insert(schemePayments)
      .values({ ...values, caseId: theCase.id, enteredBy: actor.id })
      .returning();
    await writeAudit(tx, args.request, {
      action: 'trail.payment.added',
      entity: 'case',
      entityId: theCase.id,
      after: { paymentId: created!.id, ...values },
    });
    await publishLinksChanged(tx, theCase, [values.indicatorId]);
    return created!;
  });
  return { id: row.id };
}

async function findPayment(args: AuditedCall & { caseId: string; entryId: string }) {
  const theCase = await findCaseInScope(args.db, args.actor, args.caseId);
  const rows = await args.db
    .select()
    .from(schemePayments)
    .where(liveEntry(schemePayments, args.entryId, theCase.id));
  const row = changeableEntry(args.actor, rows);
  return { theCase, row };
}

/** Corrects a payment; the audit row keeps what it said before. */
export async function updatePayment(
  args: AuditedCall & { caseId: string; entryId: string; input: PaymentInput },
) {
  const { theCase, row } = await findPayment(args);
  await args.db.transaction(async (tx) => {
    const values = await paymentColumns(tx, args.input);
    await tx
      .update(schemePayments)
      .set({ ...values, updatedBy: args.actor.id, updatedAt: new Date() })
      .where(eq(schemePayments.id, row.id));
    await writeAudit(tx, args.request, {
      action: 'trail.payment.updated',
      entity: 'case',
      entityId: theCase.id,
      before: { paymentId: row.id, ...row },
      after: { paymentId: row.id, ...values },
    });
    await publishLinksChanged(tx, theCase, [row.indicatorId, values.indicatorId]);
  });
  return { id: row.id };
}

/** Takes a payment off the trail; the row stays, marked removed, for the audit trail. */
export async function removePayment(args: AuditedCall & { caseId: string; entryId: string }) {
  const { theCase, row } = await findPayment(args);
  await args.db.transaction(async (tx) => {
    await tx
      .update(schemePayments)
      .set({ removedAt: new Date(), removedBy: args.actor.id })
      .where(eq(schemePayments.id, row.id));
    await writeAudit(tx, args.request, {
      action: 'trail.payment.removed',
      entity: 'case',
      entityId: theCase.id,
      before: { paymentId: row.id, ...row },
    });
    await publishLinksChanged(tx, theCase, [row.indicatorId]);
  });
}
