import { sql } from 'drizzle-orm';
import type { ReconciliationItem, SIGN_OFF_BLOCKERS } from '../../../shared/contracts/reconciliation';
import { type Db, queryRows } from '../../db/client';

/**
 * Issue 19 item 4, the arithmetic of a three-way reconciliation for one month and currency, from
 * the records alone (docs/ledger.md, "Reconciliation").
 *
 * The cut-off is the date of the month's last statement that states a closing balance (the bank's
 * figure is as of that day), or the month's end (today, for the month under way) when there is
 * none. At the cut-off:
 *   ledger  = sum of trust_bank postings booked by then
 *   clients = what the firm owes its clients (client_funds + client_holds), fees = fees_earned;
 *             ledger = clients + fees always holds by double entry
 * Every difference between bank and ledger is itemised as its share of (bank − ledger):
 *   a statement line nothing explains           + its amount (credit positive, debit negative)
 *   a line set aside as not client money        + its amount
 *   a line matched to an entry booked later     + its amount (the ledger will catch up)
 *   an entry booked with no line by the cut-off − its amount (in transit: the bank will catch up)
 *   the trust account's balance on its opening date + its amount (D42: before the books began)
 * and what remains is unexplained: an opening balance the ledger does not share, a statement
 * missing between two others, an amount typed wrong.
 */

export type Blocker = (typeof SIGN_OFF_BLOCKERS)[number];

export type Figures = {
  month: string;
  currency: string;
  asOf: string;
  bankBalanceCents: number | null;
  statementRef: string | null;
  statementDate: string | null;
  ledgerBalanceCents: number;
  clientBalanceCents: number;
  feesHeldCents: number;
  items: (Omit<ReconciliationItem, 'amount'> & { amountCents: number })[];
  unexplainedDifferenceCents: number | null;
  blockers: Blocker[];
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The month's first and last day, and how far it has run (today for the month under way). */
export function monthBounds(month: string, today = isoDay(new Date())) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = `${month}-01`;
  const end = isoDay(new Date(Date.UTC(year, m, 0)));
  // ISO days sort as they fall: the earlier of the month's end and today.
  return { start, end, asOf: [end, today].sort()[0]!, started: start <= today };
}

const LATEST_MATCH = sql`(select distinct on (line_id) * from bank_line_matches order by line_id, id desc)`;
// Issue 32 item 5: a withdrawn statement counts nowhere — not its balance, not its lines.
const LIVE = sql`not exists (select 1 from bank_statement_withdrawals w where w.statement_id = bank_statements.id)`;
const LIVE_S = sql`not exists (select 1 from bank_statement_withdrawals w where w.statement_id = s.id)`;

export async function computeReconciliation(db: Db, month: string, currency: string): Promise<Figures> {
  const { start, asOf, started } = monthBounds(month);
  const [statement] = await queryRows<{ ref: string | null; to_date: string; closing: string | number }>(
    db,
    sql`select statement_ref as ref, to_date::text as to_date, closing_balance_cents as closing
        from bank_statements
        where currency = ${currency} and closing_balance_cents is not null and ${LIVE}
          and to_date between ${start}::date and ${asOf}::date
        order by to_date desc, uploaded_at desc limit 1`,
  );
  const cutoff = statement?.to_date ?? asOf;
  // The day after the cut-off, as a timestamp bound on booking times (UTC days).
  const before = sql`(${cutoff}::date + 1)::timestamp at time zone 'UTC'`;

  const [sums] = await queryRows<{ bank: number; clients: number; fees: number }>(
    db,
    sql`select
          coalesce(sum(p.amount_cents) filter (where p.account = 'trust_bank'), 0) as bank,
          0 - coalesce(sum(p.amount_cents) filter (where p.account in ('client_funds', 'client_holds')), 0) as clients,
          0 - coalesce(sum(p.amount_cents) filter (where p.account = 'fees_earned'), 0) as fees
        from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
        where p.currency = ${currency} and t.created_at < ${before}`,
  );

  // Where the imported statements of this currency begin: the ledger before it is the opening.
  const [period] = await queryRows<{ from_date: string | null }>(
    db,
    sql`select least(min(s.from_date), min(l.booking_date))::text as from_date
        from bank_statements s left join bank_statement_lines l on l.statement_id = s.id
        where s.currency = ${currency} and ${LIVE_S}`,
  );
  const periodStart = period?.from_date ?? null;

  const items: Figures['items'] = [];
  if (periodStart) {
    const lines = await queryRows<{
      direction: 'credit' | 'debit';
      amount: number;
      booking_date: string;
      text: string | null;
      action: string | null;
      reason: string | null;
      entry_booked: string | null;
      entry_kind: string | null;
      case_reference: string | null;
    }>(
      db,
      sql`select l.direction, l.amount_cents as amount, l.booking_date::text as booking_date,
                 coalesce(l.remittance, l.bank_reference, l.end_to_end_id) as text,
                 m.action, m.reason, (t.created_at at time zone 'UTC')::date::text as entry_booked,
                 t.kind as entry_kind,
                 c.reference as case_reference
          from bank_statement_lines l
          join bank_statements s on s.id = l.statement_id
          left join ${LATEST_MATCH} m on m.line_id = l.id
          left join ledger_transactions t on t.id = m.transaction_id and m.action = 'matched'
          left join cases c on c.id = t.case_id
          where s.currency = ${currency} and ${LIVE_S} and l.booking_date <= ${cutoff}::date
          order by l.booking_date, l.id`,
    );
    for (const l of lines) {
      const signed = l.direction === 'credit' ? Number(l.amount) : -Number(l.amount);
      const base = {
        date: l.booking_date,
        amountCents: signed,
        description: l.text,
        caseReference: l.case_reference,
      };
      // D35: a line tied to a report still waiting for a second person funds nothing booked yet.
      if (l.action === null || l.action === 'unmatched' || l.entry_kind === 'recovery_report')
        items.push({ ...base, kind: 'unmatched_line', reason: null, caseReference: null });
      else if (l.action === 'not_client_money')
        items.push({ ...base, kind: 'not_client_money', reason: l.reason, caseReference: null });
      else if (l.entry_booked !== null && l.entry_booked > cutoff)
        items.push({ ...base, kind: 'timing', reason: null });
    }

    // Money the ledger booked in the statements' period with no line by the cut-off.
    const entries = await queryRows<{
      booked: string;
      amount: number;
      reference: string | null;
      case_reference: string | null;
    }>(
      db,
      sql`select (t.created_at at time zone 'UTC')::date::text as booked, sum(p.amount_cents) as amount,
                 t.reference, c.reference as case_reference
          from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id and p.account = 'trust_bank'
          left join cases c on c.id = t.case_id
          where t.currency = ${currency}
            and t.created_at >= ${periodStart}::date::timestamp at time zone 'UTC' and t.created_at < ${before}
            and not exists (
              select 1 from ${LATEST_MATCH} m join bank_statement_lines l on l.id = m.line_id
              where m.transaction_id = t.id and m.action = 'matched' and l.booking_date <= ${cutoff}::date)
          group by t.id, c.reference
          having sum(p.amount_cents) <> 0
          order by t.created_at, t.id`,
    );
    for (const e of entries)
      items.push({
        kind: 'timing',
        date: e.booked,
        amountCents: -Number(e.amount),
        description: e.reference,
        caseReference: e.case_reference,
        reason: null,
      });
  }

  // D42: what the account held on its opening date is in the bank's balance and never in the
  // ledger (the books begin that day): listed, with the date, so it is explained and visible.
  const [account] = await queryRows<{ opening_date: string; opening: string | number }>(
    db,
    sql`select opening_date::text as opening_date, opening_balance_cents as opening
        from trust_accounts where currency = ${currency} and opening_date <= ${cutoff}::date`,
  );
  if (account && Number(account.opening) !== 0)
    items.push({
      kind: 'brought_forward',
      date: account.opening_date,
      amountCents: Number(account.opening),
      description: null,
      caseReference: null,
      reason: null,
    });

  // Reported and not yet confirmed: memo, listed so nobody forgets them; counted in no figure.
  const reports = await queryRows<{
    received: string;
    amount: number;
    reference: string | null;
    case_reference: string | null;
  }>(
    db,
    sql`select coalesce(t.received_at::text, (t.created_at at time zone 'UTC')::date::text) as received,
               t.amount_cents as amount, t.reference, c.reference as case_reference
        from ledger_transactions t left join cases c on c.id = t.case_id
        where t.currency = ${currency} and t.kind = 'recovery_report' and t.created_at < ${before}
          and not exists (select 1 from ledger_transactions x where x.report_id = t.id and x.created_at < ${before})
        order by t.created_at, t.id`,
  );
  for (const r of reports)
    items.push({
      kind: 'unconfirmed_recovery',
      date: r.received,
      amountCents: Number(r.amount),
      description: r.reference,
      caseReference: r.case_reference,
      reason: null,
    });

  const ledgerBalanceCents = Number(sums?.bank ?? 0);
  const bankBalanceCents = statement ? Number(statement.closing) : null;
  const explained = items
    .filter((i) => i.kind !== 'unconfirmed_recovery')
    .reduce((s, i) => s + i.amountCents, 0);
  const unexplainedDifferenceCents =
    bankBalanceCents === null ? null : bankBalanceCents - ledgerBalanceCents - explained;
  const blockers: Blocker[] = [];
  if (!started) blockers.push('month_not_started');
  if (bankBalanceCents === null) blockers.push('no_statement');
  if (items.some((i) => i.kind === 'unmatched_line')) blockers.push('unmatched_lines');
  if (unexplainedDifferenceCents !== null && unexplainedDifferenceCents !== 0)
    blockers.push('unexplained_difference');
  return {
    month,
    currency,
    asOf: cutoff,
    bankBalanceCents,
    statementRef: statement?.ref ?? null,
    statementDate: statement?.to_date ?? null,
    ledgerBalanceCents,
    clientBalanceCents: Number(sums?.clients ?? 0),
    feesHeldCents: Number(sums?.fees ?? 0),
    items,
    unexplainedDifferenceCents,
    blockers,
  };
}
