import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { recordRecoveryRequestSchema } from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/domain/errors';
import {
  confirmationPostings,
  type LedgerKind,
  reportClosurePostings,
  reportPostings,
} from '../../../shared/domain/ledger';
import { splitRecovery } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import type { Mail } from '../../core/emails';
import { insertTransaction } from '../../core/ledger-writer';
import { notFound } from '../../core/scope';
import { type Db, queryRows } from '../../db/client';
import { bankLineMatches, ledgerTransactions } from '../../db/schema';
import { noticeRecoveryRecorded, noticeReportChanged } from './money-notices';
import { caseTotals } from './queries';
import { bookOnCase, type CaseBooking, type LockedCase, lockCase } from './service';

type ReportInput = z.output<typeof recordRecoveryRequestSchema>;

/**
 * Four eyes on money in (D26, issue 19). A recovery is first *reported*: a memo entry that counts
 * toward nothing a client may withdraw. A different person (the desk's manager or an admin) — or
 * the bank's own statement line — confirms it, which books the split; until then its reporter
 * may retract it and a confirmer may reject it with a reason.
 */
export async function reportRecovery(args: CaseBooking & { input: ReportInput }) {
  return bookOnCase(args, { scope: `recovery:${args.caseId}`, payload: args.input }, async (tx, theCase) => {
    const { input } = args;
    const totals = await caseTotals(tx, theCase.id);
    const aboveClaim = totals.recoveredCents + totals.reportedCents + input.amount > theCase.amountLostCents;
    if (aboveClaim && !input.aboveClaimReason) {
      const message = {
        key: 'ledger.above_claim_reason_required',
        params: {
          amount: { cents: theCase.amountLostCents, currency: theCase.currency },
          total: {
            cents: totals.recoveredCents + totals.reportedCents + input.amount,
            currency: theCase.currency,
          },
        },
      } as const;
      throw new AppError('validation_failed', message, { aboveClaimReason: message });
    }
    const id = await insertTransaction(
      tx,
      {
        kind: 'recovery_report',
        clientId: theCase.clientId,
        caseId: theCase.id,
        currency: theCase.currency,
        amountCents: input.amount,
        source: input.source,
        reference: input.reference,
        receivedAt: input.receivedAt,
        reason: input.aboveClaimReason ?? null,
        aboveClaim,
        createdById: args.actor.id,
      },
      reportPostings(input.amount),
    );
    await writeAudit(tx, args.request, {
      action: 'ledger.recovery.reported',
      entity: 'case',
      entityId: theCase.id,
      after: {
        transactionId: id,
        amountCents: input.amount,
        source: input.source,
        reference: input.reference,
        aboveClaim,
        ...(input.aboveClaimReason ? { reason: input.aboveClaimReason } : {}),
      },
    });
    await noticeReportChanged(tx, {
      theCase,
      actorId: args.actor.id,
      transactionId: id,
      status: 'reported',
      amountCents: input.amount,
    });
    return id;
  });
}

/** The open report `reportId` on this case, or the refusal a caller would see. */
async function openReport(tx: Db, theCase: LockedCase, reportId: string) {
  const [report] = await tx
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.id, reportId),
        eq(ledgerTransactions.caseId, theCase.id),
        eq(ledgerTransactions.kind, 'recovery_report'),
      ),
    );
  if (!report) throw notFound('ledger.not_found.recovery_report');
  const [closed] = await tx
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reportId, report.id));
  if (closed) throw new AppError('conflict', 'ledger.report_closed');
  return report;
}

export type ReportRow = typeof ledgerTransactions.$inferSelect;

/**
 * Books a confirmed report inside the caller's transaction (the case and client already locked):
 * the split into fee and client share, the memo entry cleared, the "funds received" notice.
 * `by` is the second person, or the person who matched the bank's statement line to it.
 */
export async function bookConfirmation(
  tx: Db,
  context: { request: AuditContext; actor: Actor; mail: Mail },
  theCase: LockedCase,
  report: ReportRow,
  via: { bankLineId: string } | null,
) {
  const id = await insertTransaction(
    tx,
    {
      kind: 'recovery',
      clientId: theCase.clientId,
      caseId: theCase.id,
      currency: theCase.currency,
      amountCents: report.amountCents,
      source: report.source,
      reference: report.reference,
      receivedAt: report.receivedAt,
      reportId: report.id,
      createdById: context.actor.id,
    },
    confirmationPostings(report.amountCents, theCase.feeRateBps),
  );
  const split = splitRecovery(report.amountCents, theCase.feeRateBps);
  await writeAudit(tx, context.request, {
    action: 'ledger.recovery.confirmed',
    entity: 'case',
    entityId: theCase.id,
    after: {
      transactionId: id,
      reportId: report.id,
      reportedById: report.createdById,
      amountCents: report.amountCents,
      ...split,
      ...(via ? { bankLineId: via.bankLineId } : {}),
    },
  });
  await noticeRecoveryRecorded(tx, {
    mail: context.mail,
    theCase,
    actorId: context.actor.id,
    transactionId: id,
    amountCents: report.amountCents,
    ...split,
  });
  return id;
}

/**
 * A statement line matched to an awaiting report (D26, D35). The statement is a second party only
 * when the hand that brought it to the report is not the reporter's: the importer when the
 * import's rules matched it, the person who matched it by hand otherwise — both are `context.actor`.
 * Then the report is confirmed here and the confirming `recovery`'s id is answered; when the
 * reporter brought it themselves, nothing is booked, null is answered, and the line stays tied to
 * the report until a second person confirms it (`confirmRecovery`). Runs inside the matcher's
 * transaction; locks the case and the client as every movement does.
 */
export async function confirmReportFromBank(
  tx: Db,
  context: { request: AuditContext; actor: Actor; mail: Mail },
  reportId: string,
  bankLineId: number,
): Promise<string | null> {
  const [found] = await tx
    .select({ caseId: ledgerTransactions.caseId })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.id, reportId), eq(ledgerTransactions.kind, 'recovery_report')));
  if (!found?.caseId) throw notFound('ledger.not_found.recovery_report');
  const theCase = await lockCase(tx, context.actor, found.caseId);
  const report = await openReport(tx, theCase, reportId);
  if (report.createdById === context.actor.id) return null;
  return bookConfirmation(tx, context, theCase, report, { bankLineId: String(bankLineId) });
}

/**
 * D35: a report a statement line was tied to while it waited (its reporter brought the line) is
 * now confirmed by a second person: the line follows the money to the `recovery` it funded, as a
 * new row of the matching log, so reconciliation and the open entries see one match, as if the
 * line had confirmed it.
 */
async function carryStatementLine(
  tx: Db,
  context: { request: AuditContext; actor: Actor },
  reportId: string,
  recoveryId: string,
) {
  const [line] = await queryRows<{ line_id: number | string; statement_id: string; line_no: number }>(
    tx,
    sql`select m.line_id, l.statement_id, l.line_no
        from (select distinct on (line_id) * from bank_line_matches order by line_id, id desc) m
        join bank_statement_lines l on l.id = m.line_id
        where m.action = 'matched' and m.transaction_id = ${reportId}`,
  );
  if (!line) return;
  await tx.insert(bankLineMatches).values({
    lineId: Number(line.line_id),
    action: 'matched',
    transactionId: recoveryId,
    reason: null,
    decidedBy: context.actor.id,
  });
  await writeAudit(tx, context.request, {
    action: 'bank_line.matched',
    entity: 'bank_statement',
    entityId: line.statement_id,
    after: { lineNo: line.line_no, transactionId: recoveryId, confirmedReportId: reportId, auto: false },
  });
}

type ReportCall = CaseBooking & { reportId: string };

/** A second person confirms a report by hand; its reporter never can (D26). */
export function confirmRecovery(args: ReportCall & { mail: Mail }) {
  return bookOnCase(
    args,
    { scope: `confirm:${args.caseId}:${args.reportId}`, payload: {} },
    async (tx, theCase) => {
      const report = await openReport(tx, theCase, args.reportId);
      if (report.createdById === args.actor.id) throw new AppError('conflict', 'ledger.confirm_own_report');
      const id = await bookConfirmation(tx, args, theCase, report, null);
      await carryStatementLine(tx, args, report.id, id);
      return id;
    },
  );
}

/** Clears a report's memo entry: its reporter retracts it, or a confirmer rejects it with a reason. */
function closeReport(args: ReportCall & { kind: LedgerKind & `report_${string}`; reason: string | null }) {
  return bookOnCase(
    args,
    { scope: `${args.kind}:${args.caseId}:${args.reportId}`, payload: { reason: args.reason } },
    async (tx, theCase) => {
      const report = await openReport(tx, theCase, args.reportId);
      const isReporter = report.createdById === args.actor.id;
      if (args.kind === 'report_retraction' && !isReporter) {
        throw new AppError('conflict', 'ledger.retract_not_yours');
      }
      if (args.kind === 'report_rejection' && isReporter) {
        throw new AppError('conflict', 'ledger.reject_own_report');
      }
      const id = await insertTransaction(
        tx,
        {
          kind: args.kind,
          clientId: theCase.clientId,
          caseId: theCase.id,
          currency: theCase.currency,
          amountCents: report.amountCents,
          reason: args.reason,
          reportId: report.id,
          createdById: args.actor.id,
        },
        reportClosurePostings(report.amountCents),
      );
      const status = args.kind === 'report_retraction' ? 'retracted' : 'rejected';
      await writeAudit(tx, args.request, {
        action: `ledger.recovery.${status}`,
        entity: 'case',
        entityId: theCase.id,
        after: {
          transactionId: id,
          reportId: report.id,
          amountCents: report.amountCents,
          ...(args.reason ? { reason: args.reason } : {}),
        },
      });
      await noticeReportChanged(tx, {
        theCase,
        actorId: args.actor.id,
        transactionId: id,
        status,
        amountCents: report.amountCents,
        reason: args.reason,
      });
      return id;
    },
  );
}

export const retractReport = (args: ReportCall) =>
  closeReport({ ...args, kind: 'report_retraction', reason: null });

export const rejectReport = (args: ReportCall & { reason: string }) =>
  closeReport({ ...args, kind: 'report_rejection' });
