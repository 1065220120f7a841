import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { PHASES } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema';
import { caseAggregates, lawyerMeans, lawyerTotals } from '../cases';

/**
 * The oracle of the money summaries (D124): each summary table compared with the computation
 * from the raw rows, written as the queries were before the summaries existed (the ledger's
 * postings, the cases, the withdrawals). Throws (a failed expect) on the first difference.
 * Test code only.
 */
type Row = Record<string, unknown>;
/** Both drivers (node-postgres, PGlite) answer `{ rows }`; sums come back as text, exact. */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const sorted = (rows: Row[]) => rows.map((r) => JSON.stringify(Object.values(r))).sort();

export async function checkMoneySummaries(db: Db, lawyerIds: string[]) {
  // The firm's books by booking month (UTC), currency, account and kind: every posting counted.
  const ledgerExpected = await rowsOf(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, p.currency, p.account::text,
          t.kind::text, sum(p.amount_cents)::text as cents, count(*)::int as n
        from ledger_postings p join ledger_transactions t on t.id = p.transaction_id group by 1, 2, 3, 4`,
  );
  const ledgerKept = await rowsOf(
    db,
    sql`select to_char(month, 'YYYY-MM') as month, currency, account::text, kind::text,
          amount_cents::text as cents, postings as n from ledger_month_totals`,
  );
  expect(sorted(ledgerKept), 'ledger_month_totals').toEqual(sorted(ledgerExpected));

  // The lawyer analytics' months as its query computed them before D124, for every lawyer and
  // currency; a row of zeros reads as no row.
  const lawyerExpected = await rowsOf(
    db,
    sql`select c.lawyer_id::text as lawyer,
          to_char(coalesce(o.received_at, t.received_at, (t.created_at at time zone 'UTC')::date), 'YYYY-MM') as month,
          p.currency,
          coalesce(sum(p.amount_cents) filter (where p.account = 'trust_bank'), 0)::text as recovered,
          (0 - coalesce(sum(p.amount_cents) filter (where p.account = 'fees_earned'), 0))::text as fee
        from ledger_postings p
        join cases c on c.id = p.case_id
        join ledger_transactions t on t.id = p.transaction_id
        left join ledger_transactions o on o.id = t.reverses_id
        where c.lawyer_id is not null and p.account in ('trust_bank', 'fees_earned')
          and t.kind in ('recovery', 'reversal')
        group by 1, 2, 3`,
  );
  const lawyerKept = await rowsOf(
    db,
    sql`select lawyer_id::text as lawyer, to_char(month, 'YYYY-MM') as month, currency,
          recovered_cents::text as recovered, fee_cents::text as fee from lawyer_money_months`,
  );
  const nonZero = (rows: Row[]) => rows.filter((r) => r.recovered !== '0' || r.fee !== '0');
  expect(sorted(nonZero(lawyerKept)), 'lawyer_money_months').toEqual(sorted(nonZero(lawyerExpected)));

  // Each lawyer's case figures as the dashboard and analytics computed them over the cases.
  for (const lawyerId of lawyerIds) {
    const mine = sql`${cases.lawyerId} = ${lawyerId}`;
    const [aggregate] = await db
      .select({
        ...caseAggregates,
        ratingAverage: sql<number | null>`avg(${cases.clientRating})`.mapWith((v) =>
          v === null ? null : Math.round(Number(v) * 10) / 10,
        ),
        ratingCount: sql<number>`count(${cases.clientRating})`.mapWith(Number),
      })
      .from(cases)
      .where(mine);
    const phases = await db
      .select({ phase: cases.phase, count: sql<number>`count(*)`.mapWith(Number) })
      .from(cases)
      .where(mine)
      .groupBy(cases.phase);
    const totals = await lawyerTotals(db, lawyerId);
    const means = await lawyerMeans(db, lawyerId);
    expect(
      {
        activeCases: totals.activeCases,
        recoveredCents: totals.recoveredCents,
        successes: totals.successes,
        finished: totals.finished,
        averageRecoveryDays: means.averageRecoveryDays,
        ratingAverage: means.ratingAverage,
        ratingCount: means.ratingCount,
        phases: PHASES.map((p) => totals.byPhase.get(p) ?? 0),
      },
      `lawyer_phase_stats of ${lawyerId}`,
    ).toEqual({
      activeCases: aggregate!.activeCases,
      recoveredCents: aggregate!.recoveredCents,
      successes: aggregate!.successes,
      finished: aggregate!.finished,
      averageRecoveryDays: aggregate!.averageRecoveryDays,
      ratingAverage: aggregate!.ratingAverage,
      ratingCount: aggregate!.ratingCount,
      phases: PHASES.map((p) => phases.find((x) => x.phase === p)?.count ?? 0),
    });
  }

  // Withdrawals by currency and status; a row counting nothing reads as no row.
  const withdrawalsExpected = await rowsOf(
    db,
    sql`select currency, status::text, count(*)::int as n, sum(amount_cents)::text as cents
        from withdrawals group by 1, 2`,
  );
  const withdrawalsKept = await rowsOf(
    db,
    sql`select currency, status::text, count as n, amount_cents::text as cents
        from withdrawal_status_totals where count <> 0 or amount_cents <> 0`,
  );
  expect(sorted(withdrawalsKept), 'withdrawal_status_totals').toEqual(sorted(withdrawalsExpected));
}
