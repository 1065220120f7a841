import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import { type MailingCall, writeAudit } from '../../core/audit';
import { firstOrNotFound } from '../../core/scope';
import { type Db, queryRows } from '../../db/client';
import {
  bankLineMatches,
  bankStatementLines,
  bankStatements,
  bankStatementWithdrawals,
  reconciliationSignOffs,
} from '../../db/schema';
import { type Reopened, reopenBankConfirmation } from '../ledger';
import { lineStates } from './match-state';

/** Every month (YYYY-MM) from `from` to `to`, both ISO days, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let m = from.slice(0, 7); m <= last; m = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(m);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The months a statement touches in its currency: its period and every line's booking day. */
function touchedMonths(statement: typeof bankStatements.$inferSelect, bookingDays: string[]) {
  const months = new Set(bookingDays.map((d) => d.slice(0, 7)));
  const from = statement.fromDate ?? statement.toDate;
  const to = statement.toDate ?? statement.fromDate;
  if (from && to) for (const m of monthsBetween(from, to)) months.add(m);
  return [...months].sort();
}

/**
 * The recoveries a line of this statement confirmed (D26: the bank's line was the second party),
 * not reversed since and not matched now to a line of another statement. Who confirmed what is
 * written nowhere but in the confirmation's audit row (`bankLineId`), which is where it is read.
 */
async function recoveriesConfirmedBy(tx: Db, statementId: string) {
  const rows = await queryRows<{ recovery_id: string }>(
    tx,
    sql`select distinct (a.after->>'transactionId')::uuid as recovery_id
        from audit_log a
        join bank_statement_lines l on l.id::text = a.after->>'bankLineId'
        where a.action = 'ledger.recovery.confirmed' and l.statement_id = ${statementId}
          and not exists (select 1 from ledger_transactions r where r.reverses_id = (a.after->>'transactionId')::uuid)
          and not exists (
            select 1 from (select distinct on (line_id) * from bank_line_matches order by line_id, id desc) m
            join bank_statement_lines o on o.id = m.line_id
            where m.action = 'matched' and m.transaction_id = (a.after->>'transactionId')::uuid
              and o.statement_id <> ${statementId})`,
  );
  return rows.map((r) => r.recovery_id);
}

type WithdrawArgs = MailingCall & { statementId: string; reason: string };

/**
 * Issue 32 item 5: an admin withdraws a statement imported in error, with a reason. Nothing is
 * deleted: a withdrawal row, a last `withdrawn` row in the matching log for each line, and, for
 * each report a line of it confirmed, the confirmation reversed and the report awaiting a second
 * person again (ledger/reopen.ts). Refused (409) once a month it touches is signed off in its
 * currency — a signed month is a record — or when already withdrawn; all in one transaction.
 */
export async function withdrawStatement(args: WithdrawArgs) {
  return args.db.transaction(async (tx) => {
    // The same lock as a sign-off: a month cannot be signed while its statement is withdrawn.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reconciliation_sign_off'))`);
    const statement = firstOrNotFound(
      await tx.select().from(bankStatements).where(eq(bankStatements.id, args.statementId)).for('update'),
      'bank-statements.not_found.bank_statement',
    );
    const [withdrawn] = await tx
      .select({ id: bankStatementWithdrawals.id })
      .from(bankStatementWithdrawals)
      .where(eq(bankStatementWithdrawals.statementId, statement.id));
    if (withdrawn) throw new AppError('conflict', 'bank-statements.already_withdrawn');

    const lines = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, statement.id))
      .orderBy(asc(bankStatementLines.lineNo))
      .for('update');
    const months = touchedMonths(
      statement,
      lines.map((l) => l.bookingDate),
    );
    if (months.length > 0) {
      const [signed] = await tx
        .select({ month: reconciliationSignOffs.month })
        .from(reconciliationSignOffs)
        .where(
          and(
            eq(reconciliationSignOffs.currency, statement.currency),
            inArray(reconciliationSignOffs.month, months),
          ),
        )
        .orderBy(asc(reconciliationSignOffs.month))
        .limit(1);
      if (signed)
        throw new AppError('conflict', {
          key: 'bank-statements.withdraw_month_signed',
          params: { month: signed.month, currency: statement.currency },
        });
    }

    const reopened: Reopened[] = [];
    for (const recoveryId of await recoveriesConfirmedBy(tx, statement.id)) {
      const done = await reopenBankConfirmation(tx, args, recoveryId, args.reason);
      if (done) reopened.push(done);
    }
    const states = await lineStates(
      tx,
      lines.map((l) => l.id),
    );
    const wereMatched = lines.filter((l) => states.get(l.id)?.status === 'matched').map((l) => l.lineNo);
    if (lines.length > 0)
      await tx.insert(bankLineMatches).values(
        lines.map((l) => ({
          lineId: l.id,
          action: 'withdrawn',
          reason: args.reason,
          decidedBy: args.actor.id,
        })),
      );
    await tx
      .insert(bankStatementWithdrawals)
      .values({ statementId: statement.id, reason: args.reason, withdrawnBy: args.actor.id });
    await writeAudit(tx, args.request, {
      action: 'bank_statement.withdrawn',
      entity: 'bank_statement',
      entityId: statement.id,
      after: {
        reason: args.reason,
        fileName: statement.fileName,
        statementRef: statement.statementRef,
        currency: statement.currency,
        lineCount: lines.length,
        matchedLineNos: wereMatched,
        reopenedReports: reopened,
      },
    });
  });
}
