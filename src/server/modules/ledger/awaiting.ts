import { and, asc, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AwaitingReports } from '../../../shared/contracts/ledger';
import { moneyFields, nullableMoneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { fullName } from '../../core/person-name';
import { caseScope } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, ledgerTransactions, users } from '../../db/schema';

/** The most a queue shows at once: a desk with more awaiting reports has a bigger problem. */
const QUEUE_LIMIT = 200;

/**
 * D26: the recoveries reported on the caller's cases (a manager's desk, every case for an admin)
 * and awaiting a second person, oldest first, each with its case and who reported it. The caller's
 * own reports are listed too, marked, since they can only retract them.
 */
export async function listAwaitingReports(db: Db, actor: Actor): Promise<AwaitingReports> {
  const closing = alias(ledgerTransactions, 'closing');
  const client = alias(users, 'client');
  const reporter = alias(users, 'reporter');
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      caseId: ledgerTransactions.caseId,
      amountCents: ledgerTransactions.amountCents,
      currency: ledgerTransactions.currency,
      source: ledgerTransactions.source,
      reference: ledgerTransactions.reference,
      receivedAt: ledgerTransactions.receivedAt,
      reason: ledgerTransactions.reason,
      aboveClaim: ledgerTransactions.aboveClaim,
      createdById: ledgerTransactions.createdById,
      createdAt: ledgerTransactions.createdAt,
      caseReference: cases.reference,
      clientName: fullName(client),
      reportedByName: fullName(reporter),
    })
    .from(ledgerTransactions)
    .innerJoin(cases, eq(cases.id, ledgerTransactions.caseId))
    .innerJoin(client, eq(client.id, cases.clientId))
    .leftJoin(reporter, eq(reporter.id, ledgerTransactions.createdById))
    .where(
      and(
        eq(ledgerTransactions.kind, 'recovery_report'),
        caseScope(actor),
        notExists(
          db.select({ id: closing.id }).from(closing).where(eq(closing.reportId, ledgerTransactions.id)),
        ),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id))
    .limit(QUEUE_LIMIT);
  return {
    reports: rows.map(({ caseReference, clientName, reportedByName, ...t }) => ({
      caseId: t.caseId!,
      caseReference,
      clientName,
      reportedByName,
      entry: {
        id: t.id,
        kind: t.kind,
        ...moneyFields('amount', t.amountCents),
        currency: t.currency,
        ...nullableMoneyFields('feeAmount', null),
        ...nullableMoneyFields('clientShareAmount', null),
        source: t.source,
        reference: t.reference,
        receivedAt: t.receivedAt,
        reason: t.reason,
        reversesId: null,
        reversedById: null,
        reportId: null,
        report: {
          status: 'awaiting_confirmation',
          aboveClaim: t.aboveClaim,
          reportedByYou: t.createdById === actor.id,
          closedById: null,
        },
        createdAt: t.createdAt.toISOString(),
      },
    })),
  };
}
