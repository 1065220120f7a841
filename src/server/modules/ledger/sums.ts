import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cases, ledgerPostings } from '../../db/schema';

/**
 * The ledger's sums as SQL, for lists that show money beside each row (D7: money only as sums of
 * postings, defined here once). Each reads one currency; `when` lets a list skip rows the figure
 * does not concern, so the lookup runs only for them. The same definitions as `caseTotals` and
 * `clientBalances` (queries.ts): recovered is trust-bank postings net of reversals, what a client
 * may withdraw is their client_funds liability, negated.
 */

/**
 * A client's money across their cases, as a lateral subquery: `recoveredCents` (trust-bank
 * postings on their cases) and `fundsCents` (the client_funds balance: available is its negation).
 * Aliases are unique among the laterals of a select, which names them unqualified.
 */
export function clientMoneyOf(db: Db, args: { clientId: SQLWrapper; when: SQL; currency: SQLWrapper }) {
  return db
    .select({
      recoveredCents:
        sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'trust_bank' and ${ledgerPostings.caseId} is not null), 0)`.as(
          'client_recovered_cents',
        ),
      fundsCents:
        sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'client_funds'), 0)`.as(
          'funds_cents',
        ),
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.clientId, args.clientId),
        args.when,
        sql`${ledgerPostings.account} in ('trust_bank', 'client_funds')`,
        eq(ledgerPostings.currency, args.currency),
      ),
    )
    .as('client_money');
}

/** Recovered on a lawyer's cases (trust-bank postings), as a lateral subquery: `recoveredCents`. */
export function lawyerMoneyOf(db: Db, args: { lawyerId: SQLWrapper; when: SQL; currency: SQLWrapper }) {
  return db
    .select({
      recoveredCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`.as(
        'lawyer_recovered_cents',
      ),
    })
    .from(ledgerPostings)
    .innerJoin(cases, eq(cases.id, ledgerPostings.caseId))
    .where(
      and(
        eq(cases.lawyerId, args.lawyerId),
        args.when,
        sql`${ledgerPostings.account} = 'trust_bank'`,
        eq(ledgerPostings.currency, args.currency),
      ),
    )
    .as('lawyer_money');
}

/** What the client `clientId` may withdraw now in `currency`, as a scalar subquery. */
export function clientAvailableCentsOf(clientId: AnyPgColumn, currency: string) {
  return sql<number>`(select 0 - coalesce(sum(${ledgerPostings.amountCents}), 0) from ${ledgerPostings} where ${ledgerPostings.clientId} = ${clientId} and ${ledgerPostings.account} = 'client_funds' and ${ledgerPostings.currency} = ${currency})`.mapWith(
    Number,
  );
}
