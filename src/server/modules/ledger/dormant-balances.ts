import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DormantBalances } from '../../../shared/contracts/ledger-dormant-balances';
import { moneyFields } from '../../../shared/domain/money';
import { getFirmSettings } from '../../core/firm-settings';
import { fullName } from '../../core/person-name';
import type { Db } from '../../db/client';
import { cases, ledgerPostings, ledgerTransactions, users } from '../../db/schema';

type CaseRef = { id: string; reference: string };

/**
 * Client balances (available + held, per client and currency) above zero whose last movement was
 * booked at least `months` whole months ago, oldest first: one grouped pass over the client
 * accounts' postings, with the client's name and the cases that fed the balance.
 *
 * Months are counted with PostgreSQL's age() in whole calendar months, and the list is filtered on
 * that same figure, so a row never says fewer months than the setting it was listed under.
 */
export async function dormantBalanceRows(db: Db, months: number) {
  const balance = sql<number>`0 - sum(${ledgerPostings.amountCents})`.mapWith(Number);
  const lastMovement = sql<Date>`max(${ledgerTransactions.createdAt})`;
  const age = sql`age(now(), max(${ledgerTransactions.createdAt}))`;
  const monthsUntouched = sql<number>`(extract(year from ${age}) * 12 + extract(month from ${age}))::int`;
  return (
    db
      .select({
        clientId: ledgerPostings.clientId,
        clientName: fullName(users),
        currency: ledgerPostings.currency,
        balance,
        lastMovement: lastMovement.mapWith((value: string | Date) => new Date(value)),
        monthsUntouched: monthsUntouched.mapWith(Number),
        // Withdrawals carry no case; recoveries and reversals name the case the money came from.
        cases: sql<
          CaseRef[] | null
        >`jsonb_agg(distinct jsonb_build_object('id', ${cases.id}, 'reference', ${cases.reference}))
        filter (where ${cases.id} is not null)`,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .innerJoin(users, eq(users.id, ledgerPostings.clientId))
      .leftJoin(cases, eq(cases.id, ledgerPostings.caseId))
      .where(inArray(ledgerPostings.account, ['client_funds', 'client_holds']))
      .groupBy(ledgerPostings.clientId, ledgerPostings.currency, users.id)
      // Liabilities are credits (negative): a balance owed to the client sums below zero.
      .having(and(sql`sum(${ledgerPostings.amountCents}) < 0`, sql`${monthsUntouched} >= ${months}`))
      .orderBy(asc(lastMovement), asc(ledgerPostings.clientId), asc(ledgerPostings.currency))
  );
}

/** GET /api/admin/ledger/dormant-balances: the list under the firm's current setting. */
export async function listDormantBalances({ db }: { db: Db }): Promise<DormantBalances> {
  const { dormantBalanceMonths: months } = await getFirmSettings(db);
  const rows = await dormantBalanceRows(db, months);
  return {
    months,
    balances: rows.map((row) => ({
      clientId: row.clientId,
      clientName: row.clientName,
      cases: [...(row.cases ?? [])].sort((a, b) => a.reference.localeCompare(b.reference)),
      currency: row.currency,
      ...moneyFields('amount', row.balance),
      lastMovementAt: row.lastMovement.toISOString(),
      monthsUntouched: row.monthsUntouched,
    })),
  };
}
