import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ClientStatement } from '../../../shared/contracts/ledger-statement';
import { MEMO_ACCOUNTS, type Posting, REPORT_KINDS } from '../../../shared/domain/ledger';
import { moneyFields, nullableMoneyFields } from '../../../shared/domain/money';
import { runningStatement } from '../../../shared/domain/statement';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { cases, ledgerPostings, ledgerTransactions } from '../../db/schema';

/**
 * The client's statement in one currency (issue 17 item 7): every transaction that carries the
 * client — recoveries and reversals of all their cases, holds, releases and payouts — in booking
 * order, with the running available balance. It closes on exactly what `clientBalances` returns,
 * because both are sums of the same postings (checked by ledger.property.test.ts). Reported,
 * unconfirmed recoveries are left out, with the memo postings that clear them on confirmation
 * (D41: a client sees money only once it is confirmed).
 */
export async function clientStatement(
  db: Db,
  clientId: string,
  currency: string,
  period: { from?: string; to?: string } = {},
): Promise<ClientStatement> {
  const transactions = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      amount: ledgerTransactions.amountCents,
      source: ledgerTransactions.source,
      reference: ledgerTransactions.reference,
      receivedAt: ledgerTransactions.receivedAt,
      reason: ledgerTransactions.reason,
      createdAt: ledgerTransactions.createdAt,
      caseReference: cases.reference,
    })
    .from(ledgerTransactions)
    .leftJoin(cases, eq(cases.id, ledgerTransactions.caseId))
    .where(
      and(
        eq(ledgerTransactions.clientId, clientId),
        eq(ledgerTransactions.currency, currency),
        notInArray(ledgerTransactions.kind, [...REPORT_KINDS]),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const postings =
    transactions.length === 0
      ? []
      : await db
          .select({
            transactionId: ledgerPostings.transactionId,
            account: ledgerPostings.account,
            amount: ledgerPostings.amountCents,
          })
          .from(ledgerPostings)
          .where(
            and(
              inArray(
                ledgerPostings.transactionId,
                transactions.map((t) => t.id),
              ),
              notInArray(ledgerPostings.account, [...MEMO_ACCOUNTS]),
            ),
          );
  const byTransaction = new Map<string, Posting[]>();
  for (const p of postings) {
    const list = byTransaction.get(p.transactionId) ?? [];
    list.push({ account: p.account, amount: Number(p.amount) });
    byTransaction.set(p.transactionId, list);
  }
  // Run from the first movement ever, so a period opens on the balance its earlier lines left.
  const { lines: all } = runningStatement(
    { available: 0, held: 0 },
    transactions.map((t) => ({ ...t, amount: Number(t.amount), postings: byTransaction.get(t.id) ?? [] })),
  );
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const before = all.filter((l) => period.from !== undefined && dayOf(l.createdAt) < period.from);
  const lines = all.filter(
    (l) =>
      (period.from === undefined || dayOf(l.createdAt) >= period.from) &&
      (period.to === undefined || dayOf(l.createdAt) <= period.to),
  );
  const opening = before.at(-1);
  const openingAvailable = opening?.availableBalance ?? 0;
  const closing = lines.at(-1)?.availableBalance ?? openingAvailable;
  return {
    currency,
    from: period.from ?? null,
    to: period.to ?? null,
    ...moneyFields('openingBalance', openingAvailable),
    ...moneyFields('closingBalance', closing),
    ...moneyFields('openingHeld', opening?.heldBalance ?? 0),
    ...moneyFields('openingReported', opening?.reportedBalance ?? 0),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      bookedAt: l.createdAt.toISOString(),
      receivedAt: l.receivedAt,
      caseReference: l.caseReference,
      source: l.source,
      reference: l.reference,
      reason: l.reason,
      ...moneyFields('amount', l.amount),
      ...nullableMoneyFields('receivedAmount', l.received),
      ...nullableMoneyFields('feeAmount', l.fee),
      ...nullableMoneyFields('paidOutAmount', l.paidOut),
      ...moneyFields('availableChange', l.availableChange),
      ...moneyFields('heldChange', l.heldChange),
      ...moneyFields('availableBalance', l.availableBalance),
      ...moneyFields('heldBalance', l.heldBalance),
      ...moneyFields('reportedChange', l.reportedChange),
      ...moneyFields('reportedBalance', l.reportedBalance),
    })),
  };
}

/** The signed-in client's own statement: scoped by who asks, never by a parameter. */
export function getClientStatement(args: {
  db: Db;
  actor: Actor;
  currency: string;
  from?: string;
  to?: string;
}) {
  return clientStatement(args.db, args.actor.id, args.currency, { from: args.from, to: args.to });
}
