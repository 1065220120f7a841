import { sql } from 'drizzle-orm';
import type { Reconciliation } from '../../../shared/contracts/reconciliation';
import { type Db, queryRows } from '../../db/client';
import { monthBounds } from './compute';

/**
 * Issue 32 item 5: the statements of `currency` withdrawn as imported in error whose period or
 * lines fall in `month`, oldest withdrawal first. They count nowhere; the month lists them.
 */
export async function withdrawnStatementsOf(
  db: Db,
  month: string,
  currency: string,
): Promise<Reconciliation['withdrawnStatements']> {
  const { start, end } = monthBounds(month);
  const rows = await queryRows<{
    id: string;
    file_name: string;
    statement_ref: string | null;
    from_date: string | null;
    to_date: string | null;
    reason: string;
    withdrawn_by_name: string | null;
    withdrawn_at: string | Date;
  }>(
    db,
    sql`select s.id, s.file_name, s.statement_ref, s.from_date::text as from_date, s.to_date::text as to_date,
               w.reason, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as withdrawn_by_name,
               w.withdrawn_at
        from bank_statement_withdrawals w
        join bank_statements s on s.id = w.statement_id
        left join users u on u.id = w.withdrawn_by
        where s.currency = ${currency}
          and (
            (coalesce(s.from_date, s.to_date) <= ${end}::date and coalesce(s.to_date, s.from_date) >= ${start}::date)
            or exists (select 1 from bank_statement_lines l where l.statement_id = s.id
                       and l.booking_date between ${start}::date and ${end}::date))
        order by w.withdrawn_at, w.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    statementRef: r.statement_ref,
    fromDate: r.from_date,
    toDate: r.to_date,
    reason: r.reason,
    withdrawnByName: r.withdrawn_by_name,
    withdrawnAt: new Date(r.withdrawn_at).toISOString(),
  }));
}
