import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import { recoveryReversalPostings, reportPostings } from '../../../shared/domain/ledger';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import type { Mail } from '../../core/emails';
import { insertTransaction } from '../../core/ledger-writer';
import type { Db } from '../../db/client';
import { ledgerPostings, ledgerTransactions } from '../../db/schema';
import { noticeRecoveryReversed, noticeReportChanged } from './money-notices';
import { clientBalances } from './queries';
import { lockCase } from './service';

export type Reopened = { recoveryId: string; reversalId: string; reportId: string; newReportId: string };

/**
 * Issue 32 item 5: the bank statement line that confirmed a report (D26) was withdrawn, so the
 * report waits for a second person again. The ledger is append-only and a report is closed once
 * (unique `report_id`), so this is done the ledger's way: the confirmation's money is reversed
 * (the client's share, our fee and the trust bank, with the withdrawal's reason) and the report is
 * booked anew with the same amount, source, reference and date under its original reporter, so
 * D26 still keeps that reporter from confirming it. Refused, naming the case and amount, when the
 * client has already drawn on that share: the statement must not vanish from under money paid out.
 * Runs inside the caller's transaction; answers what was booked, or null when the confirmation was
 * already reversed (nothing left to undo).
 */
export async function reopenBankConfirmation(
  tx: Db,
  context: { request: AuditContext; actor: Actor; mail: Mail },
  recoveryId: string,
  reason: string,
): Promise<Reopened | null> {
  const [recovery] = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.id, recoveryId), eq(ledgerTransactions.kind, 'recovery')));
  if (!recovery?.caseId || !recovery.reportId) return null;
  const theCase = await lockCase(tx, context.actor, recovery.caseId);
  const [already] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reversesId, recovery.id));
  if (already) return null;
  const [report] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, recovery.reportId));
  if (!report) return null;

  const postings = await tx
    .select({ account: ledgerPostings.account, amount: ledgerPostings.amountCents })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, recovery.id));
  const clientShare =
    0 - postings.filter((p) => p.account === 'client_funds').reduce((s, p) => s + p.amount, 0);
  const { availableCents } = await clientBalances(tx, theCase.clientId, theCase.currency);
  if (clientShare > availableCents) {
    throw new AppError('conflict', {
      key: 'ledger.bank_statements.withdraw_share_spent',
      params: { case: theCase.reference, amount: { cents: clientShare, currency: theCase.currency } },
    });
  }
  const common = { clientId: theCase.clientId, caseId: theCase.id, currency: theCase.currency };
  const reversalId = await insertTransaction(
    tx,
    {
      ...common,
      kind: 'reversal',
      amountCents: recovery.amountCents,
      reason,
      reversesId: recovery.id,
      createdById: context.actor.id,
    },
    recoveryReversalPostings(postings),
  );
  const newReportId = await insertTransaction(
    tx,
    {
      ...common,
      kind: 'recovery_report',
      amountCents: report.amountCents,
      source: report.source,
      reference: report.reference,
      receivedAt: report.receivedAt,
      reason: report.reason,
      aboveClaim: report.aboveClaim,
      createdById: report.createdById,
    },
    reportPostings(report.amountCents),
  );
  await writeAudit(tx, context.request, {
    action: 'ledger.recovery.reopened',
    entity: 'case',
    entityId: theCase.id,
    after: { recoveryId: recovery.id, reversalId, reportId: report.id, newReportId, reason },
  });
  await noticeRecoveryReversed(tx, {
    mail: context.mail,
    theCase,
    actorId: context.actor.id,
    transactionId: reversalId,
    reversesId: recovery.id,
    amountCents: recovery.amountCents,
    reason,
  });
  await noticeReportChanged(tx, {
    theCase,
    actorId: context.actor.id,
    transactionId: newReportId,
    status: 'reported',
    amountCents: report.amountCents,
  });
  return { recoveryId: recovery.id, reversalId, reportId: report.id, newReportId };
}
