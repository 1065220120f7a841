import { sql } from 'drizzle-orm';
import type { MatchCandidate } from '../../../shared/domain/bank-matching';
import type { LedgerKind } from '../../../shared/domain/ledger';
import { type Db, queryRows } from '../../db/client';

/**
 * Reads of the matching log (issue 19 item 3). A line's state is its latest row in
 * bank_line_matches; a ledger transaction is taken while some line's latest row matches it.
 */

export type LineState = {
  lineId: number;
  /** `withdrawn`: its statement was withdrawn (issue 32 item 5); nothing can be decided on it any more. */
  status: 'unmatched' | 'matched' | 'not_client_money' | 'withdrawn';
  transactionId: string | null;
  transactionKind: LedgerKind | null;
  caseReference: string | null;
  auto: boolean;
  reason: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  /**
   * D35: the line is matched to a reported recovery that still waits for a second person, because
   * whoever brought or matched the line is its reporter. Null otherwise.
   */
  awaitingSecondPerson: { reportedById: string; reportedByName: string | null } | null;
};

/** The latest row of each line of `lineIds` (lines never touched are simply absent). */
const LATEST = sql`(select distinct on (line_id) * from bank_line_matches order by line_id, id desc)`;

export async function lineStates(db: Db, lineIds: number[]): Promise<Map<number, LineState>> {
  if (lineIds.length === 0) return new Map();
  const rows = await queryRows<{
    line_id: string | number;
    action: LineState['status'];
    transaction_id: string | null;
    kind: LedgerKind | null;
    case_reference: string | null;
    auto: boolean;
    reason: string | null;
    decided_by_name: string | null;
    decided_at: string | Date;
    awaiting_reporter_id: string | null;
    awaiting_reporter_name: string | null;
  }>(
    db,
    sql`
    select m.line_id, m.action, m.transaction_id, t.kind, c.reference as case_reference, m.auto, m.reason,
           nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as decided_by_name,
           m.decided_at,
           case when t.kind = 'recovery_report'
                 and not exists (select 1 from ledger_transactions x where x.report_id = t.id)
                then t.created_by_id end as awaiting_reporter_id,
           nullif(trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')), '') as awaiting_reporter_name
    from ${LATEST} m
    left join ledger_transactions t on t.id = m.transaction_id
    left join cases c on c.id = t.case_id
    left join users u on u.id = m.decided_by
    left join users r on r.id = t.created_by_id
    where m.line_id in (${sql.join(
      lineIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.line_id),
      {
        lineId: Number(r.line_id),
        status: r.action,
        transactionId: r.transaction_id,
        transactionKind: r.kind,
        caseReference: r.case_reference,
        auto: r.auto,
        reason: r.reason,
        decidedByName: r.decided_by_name,
        decidedAt: new Date(r.decided_at),
        awaitingSecondPerson: r.awaiting_reporter_id
          ? { reportedById: r.awaiting_reporter_id, reportedByName: r.awaiting_reporter_name }
          : null,
      },
    ]),
  );
}

export const UNMATCHED_STATE = (lineId: number): LineState => ({
  lineId,
  status: 'unmatched',
  transactionId: null,
  transactionKind: null,
  caseReference: null,
  auto: false,
  reason: null,
  decidedByName: null,
  decidedAt: null,
  awaitingSecondPerson: null,
});

export type LedgerCandidate = MatchCandidate & {
  kind: 'recovery_report' | 'recovery' | 'payout';
  caseId: string | null;
  caseReference: string | null;
  clientName: string | null;
};

/**
 * What a line could still be matched to, in one currency: reported recoveries awaiting
 * confirmation and confirmed recoveries not reversed (credits), and payouts (debits), that no line
 * is matched to now. Oldest first.
 */
export async function openLedgerEntries(db: Db, currency?: string): Promise<LedgerCandidate[]> {
  const rows = await queryRows<{
    id: string;
    kind: LedgerCandidate['kind'];
    amount_cents: string | number;
    currency: string;
    reference: string | null;
    date: string;
    case_id: string | null;
    case_reference: string | null;
    client_name: string | null;
  }>(
    db,
    sql`
    select t.id, t.kind, t.amount_cents, t.currency, t.reference,
           coalesce(t.received_at::text, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')) as date,
           t.case_id, c.reference as case_reference,
           nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as client_name
    from ledger_transactions t
    left join cases c on c.id = t.case_id
    left join users u on u.id = t.client_id
    where ${currency ? sql`t.currency = ${currency}` : sql`true`}
      and (
        (t.kind = 'recovery_report' and not exists (select 1 from ledger_transactions x where x.report_id = t.id))
        or (t.kind = 'recovery' and not exists (select 1 from ledger_transactions x where x.reverses_id = t.id))
        or t.kind = 'payout'
      )
      and t.id not in (select transaction_id from ${LATEST} m where m.action = 'matched')
    order by t.created_at, t.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    direction: r.kind === 'payout' ? 'debit' : 'credit',
    amountCents: Number(r.amount_cents),
    currency: r.currency,
    date: r.date,
    reference: r.reference,
    caseId: r.case_id,
    caseReference: r.case_reference,
    clientName: r.client_name,
  }));
}
