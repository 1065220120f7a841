import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CaseLedger, LedgerEntry } from '../../../shared/contracts/ledger';
import type { LedgerAccount } from '../../../shared/domain/ledger';
import { type Cents, fromCents } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { ledgerPostings, ledgerTransactions } from '../../db/schema';

type Sums = Partial<Record<LedgerAccount, Cents>>;

async function sumByAccount(db: Db, where: SQL | undefined): Promise<Sums> {
  const rows = await db
    .select({
      account: ledgerPostings.account,
      total: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`,
    })
    .from(ledgerPostings)
    .where(where)
    .groupBy(ledgerPostings.account);
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

/** A client's money in one currency, across their cases: only ever sums of postings. */
export async function clientBalances(db: Db, clientId: string, currency: string) {
  const sums = await sumByAccount(
    db,
    and(eq(ledgerPostings.clientId, clientId), eq(ledgerPostings.currency, currency)),
  );
  const [paid] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerTransactions.amountCents}), 0)` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.clientId, clientId),
        eq(ledgerTransactions.currency, currency),
        eq(ledgerTransactions.kind, 'payout'),
      ),
    );
  return {
    availableCents: 0 - (sums.client_funds ?? 0),
    heldCents: 0 - (sums.client_holds ?? 0),
    paidOutCents: Number(paid?.total ?? 0),
  };
}

/**
 * Recovered (net of reversals), fee and client share of one case. Only recoveries and their
 * reversals post against a case (withdrawals are the client's), so trust_bank is the net received.
 */
export async function caseTotals(db: Db, caseId: string) {
  const sums = await sumByAccount(db, eq(ledgerPostings.caseId, caseId));
  const recoveredCents = sums.trust_bank ?? 0;
  const feeCents = 0 - (sums.fees_earned ?? 0);
  return { recoveredCents, feeCents, clientShareCents: recoveredCents - feeCents };
}

export async function listCaseEntries(db: Db, caseId: string): Promise<LedgerEntry[]> {
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
  const postingOf = (txId: string, account: LedgerAccount) =>
    postings
      .filter((p) => p.transactionId === txId && p.account === account)
      .reduce((s, p) => s + p.amount, 0);
  return transactions.map((t) => {
    const isRecoveryKind = t.kind === 'recovery' || t.kind === 'reversal';
    return {
      id: t.id,
      kind: t.kind,
      amount: fromCents(t.amountCents),
      currency: t.currency,
      feeAmount: isRecoveryKind ? fromCents(Math.abs(postingOf(t.id, 'fees_earned'))) : null,
      clientShareAmount: isRecoveryKind ? fromCents(Math.abs(postingOf(t.id, 'client_funds'))) : null,
      source: t.source,
      reference: t.reference,
      receivedAt: t.receivedAt,
      reason: t.reason,
      reversesId: t.reversesId,
      reversedById: reversedBy.get(t.id) ?? null,
      createdAt: t.createdAt.toISOString(),
    };
  });
}

export async function buildCaseLedger(
  db: Db,
  theCase: { id: string; clientId: string; currency: string; amountLostCents: Cents },
): Promise<CaseLedger> {
  const [totals, balances, entries] = await Promise.all([
    caseTotals(db, theCase.id),
    clientBalances(db, theCase.clientId, theCase.currency),
    listCaseEntries(db, theCase.id),
  ]);
  return {
    caseId: theCase.id,
    currency: theCase.currency,
    summary: {
      lossAmount: fromCents(theCase.amountLostCents),
      recoveredAmount: fromCents(totals.recoveredCents),
      feeAmount: fromCents(totals.feeCents),
      clientShareAmount: fromCents(totals.clientShareCents),
    },
    client: {
      availableBalance: fromCents(balances.availableCents),
      heldAmount: fromCents(balances.heldCents),
      paidOutAmount: fromCents(balances.paidOutCents),
    },
    entries,
  };
}
