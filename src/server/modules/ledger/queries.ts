import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CaseLedger, LedgerEntry } from '../../../shared/contracts/ledger';
import {
  type LedgerAccount,
  type LedgerKind,
  REPORT_OUTCOMES,
  type ReportStatus,
} from '../../../shared/domain/ledger';
import { type Cents, moneyFields, nullableMoneyFields } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { ledgerPostings, ledgerTransactions } from '../../db/schema';

type Sums = Partial<Record<LedgerAccount, Cents>>;

const reportStatusOf = (kind: LedgerKind): ReportStatus =>
  REPORT_OUTCOMES[kind as keyof typeof REPORT_OUTCOMES] ?? 'awaiting_confirmation';

/** A client's money in one currency, across their cases: only ever sums of postings. */
const balancesQuery = preparedQuery('client_balances', (db, name) =>
  db
    .select({
      funds: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'client_funds'), 0)`,
      holds: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'client_holds'), 0)`,
      paidOut: sql<number>`(select coalesce(sum(t.amount_cents), 0) from ${ledgerTransactions} t
        where t.client_id = ${sql.placeholder('clientId')} and t.currency = ${sql.placeholder('currency')} and t.kind = 'payout')`,
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.clientId, sql.placeholder('clientId')),
        eq(ledgerPostings.currency, sql.placeholder('currency')),
      ),
    )
    .prepare(name),
);

export async function clientBalances(db: Db, clientId: string, currency: string) {
  const [row] = await balancesQuery(db).execute({ clientId, currency });
  return {
    availableCents: 0 - Number(row?.funds ?? 0),
    heldCents: 0 - Number(row?.holds ?? 0),
    paidOutCents: Number(row?.paidOut ?? 0),
  };
}

const caseSumsQuery = preparedQuery('case_sums_by_account', (db, name) =>
  db
    .select({
      account: ledgerPostings.account,
      total: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.caseId, sql.placeholder('caseId')))
    .groupBy(ledgerPostings.account)
    .prepare(name),
);

/**
 * Recovered (net of reversals), fee, client share and reported-but-unconfirmed of one case. Only recoveries and their
 * reversals post against a case (withdrawals are the client's), so trust_bank is the net received.
 */
export async function caseTotals(db: Db, caseId: string) {
  const rows = await caseSumsQuery(db).execute({ caseId });
  const sums: Sums = Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  const recoveredCents = sums.trust_bank ?? 0;
  const feeCents = 0 - (sums.fees_earned ?? 0);
  // Reported and awaiting confirmation (D26): the open memo entries, counted in nothing above.
  const reportedCents = sums.reported_receipts ?? 0;
  return { recoveredCents, feeCents, clientShareCents: recoveredCents - feeCents, reportedCents };
}

/**
 * A case's ledger transactions, oldest first, each with its fee and share and, for a reported
 * recovery, where it stands. `viewerId` marks the reports the viewer made (a reporter may retract,
 * never confirm or reject).
 */
export async function listCaseEntries(db: Db, caseId: string, viewerId: string): Promise<LedgerEntry[]> {
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.caseId, caseId))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  if (transactions.length === 0) return [];
  const ids = transactions.map((t) => t.id);
  const postings = await db
    .select({
      transactionId: ledgerPostings.transactionId,
      account: ledgerPostings.account,
      amount: ledgerPostings.amountCents,
    })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.transactionId, ids));
  const reversedBy = new Map(transactions.filter((t) => t.reversesId).map((t) => [t.reversesId!, t.id]));
  const closedBy = new Map(transactions.filter((t) => t.reportId).map((t) => [t.reportId!, t]));
  const postingOf = (txId: string, account: LedgerAccount) =>
    postings
      .filter((p) => p.transactionId === txId && p.account === account)
      .reduce((s, p) => s + p.amount, 0);
  return transactions.map((t) => {
    const isRecoveryKind = t.kind === 'recovery' || t.kind === 'reversal';
    const closing = closedBy.get(t.id);
    return {
      id: t.id,
      kind: t.kind,
      ...moneyFields('amount', t.amountCents),
      currency: t.currency,
      ...nullableMoneyFields('feeAmount', isRecoveryKind ? Math.abs(postingOf(t.id, 'fees_earned')) : null),
      ...nullableMoneyFields(
        'clientShareAmount',
        isRecoveryKind ? Math.abs(postingOf(t.id, 'client_funds')) : null,
      ),
      source: t.source,
      reference: t.reference,
      receivedAt: t.receivedAt,
      reason: t.reason,
      reversesId: t.reversesId,
      reversedById: reversedBy.get(t.id) ?? null,
      reportId: t.reportId,
      report:
        t.kind === 'recovery_report'
          ? {
              status: closing ? reportStatusOf(closing.kind) : 'awaiting_confirmation',
              aboveClaim: t.aboveClaim,
              reportedByYou: t.createdById === viewerId,
              closedById: closing?.id ?? null,
            }
          : null,
      createdAt: t.createdAt.toISOString(),
    };
  });
}

export async function buildCaseLedger(
  db: Db,
  theCase: { id: string; clientId: string; currency: string; amountLostCents: Cents },
  viewerId: string,
): Promise<CaseLedger> {
  const [totals, balances, entries] = await Promise.all([
    caseTotals(db, theCase.id),
    clientBalances(db, theCase.clientId, theCase.currency),
    listCaseEntries(db, theCase.id, viewerId),
  ]);
  return {
    caseId: theCase.id,
    currency: theCase.currency,
    summary: {
      ...moneyFields('lossAmount', theCase.amountLostCents),
      ...moneyFields('recoveredAmount', totals.recoveredCents),
      ...moneyFields('feeAmount', totals.feeCents),
      ...moneyFields('clientShareAmount', totals.clientShareCents),
      ...moneyFields('reportedAmount', totals.reportedCents),
    },
    client: {
      ...moneyFields('availableBalance', balances.availableCents),
      ...moneyFields('heldAmount', balances.heldCents),
      ...moneyFields('paidOutAmount', balances.paidOutCents),
    },
    entries,
  };
}
