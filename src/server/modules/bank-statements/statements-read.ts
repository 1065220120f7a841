import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BankStatementDetail,
  BankStatementLine,
  BankStatementSummary,
  StatementFormat,
} from '../../../shared/contracts/bank-statements';
import { moneyFields, nullableMoneyFields } from '../../../shared/domain/money';
import { fullNameOrNull } from '../../core/person-name';
import { firstOrNotFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { bankStatementLines, bankStatements, bankStatementWithdrawals, users } from '../../db/schema';
import { continuityIssues } from './continuity';
import { lineStates, UNMATCHED_STATE } from './match-state';

const withdrawers = alias(users, 'withdrawers');

const summaryColumns = {
  id: bankStatements.id,
  format: bankStatements.format,
  fileName: bankStatements.fileName,
  statementRef: bankStatements.statementRef,
  sequenceNo: bankStatements.sequenceNo,
  accountIban: bankStatements.accountIban,
  accountNumber: bankStatements.accountNumber,
  currency: bankStatements.currency,
  openingBalanceCents: bankStatements.openingBalanceCents,
  closingBalanceCents: bankStatements.closingBalanceCents,
  fromDate: bankStatements.fromDate,
  toDate: bankStatements.toDate,
  lineCount: bankStatements.lineCount,
  explainedLineCount: sql<number>`(select count(*) from (
      select distinct on (m.line_id) m.action from bank_line_matches m
      join bank_statement_lines l on l.id = m.line_id
      where l.statement_id = ${bankStatements.id}
      order by m.line_id, m.id desc) latest where latest.action not in ('unmatched', 'withdrawn'))`.mapWith(
    Number,
  ),
  uploadedByName: fullNameOrNull(users),
  uploadedAt: bankStatements.uploadedAt,
  withdrawalReason: bankStatementWithdrawals.reason,
  withdrawnAt: bankStatementWithdrawals.withdrawnAt,
  withdrawnByName: fullNameOrNull(withdrawers),
};

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function summaryOf(row: SummaryRow, continuity: BankStatementSummary['continuity']): BankStatementSummary {
  const {
    openingBalanceCents,
    closingBalanceCents,
    uploadedAt,
    format,
    withdrawalReason,
    withdrawnAt,
    withdrawnByName,
    ...rest
  } = row;
  return {
    ...rest,
    format: format as StatementFormat,
    ...nullableMoneyFields('openingBalance', openingBalanceCents),
    ...nullableMoneyFields('closingBalance', closingBalanceCents),
    uploadedAt: uploadedAt.toISOString(),
    withdrawal:
      withdrawalReason !== null && withdrawnAt !== null
        ? { reason: withdrawalReason, withdrawnByName, withdrawnAt: withdrawnAt.toISOString() }
        : null,
    continuity,
  };
}

const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.uploadedBy))
    .leftJoin(bankStatementWithdrawals, eq(bankStatementWithdrawals.statementId, bankStatements.id))
    .leftJoin(withdrawers, eq(withdrawers.id, bankStatementWithdrawals.withdrawnBy));

/**
 * Every imported statement, newest import first (a few a month: no paging needed yet), each with
 * how it follows the previous one of its account (continuity.ts), which needs them all anyway.
 */
export async function listBankStatements(db: Db): Promise<BankStatementSummary[]> {
  const rows = await summaries(db).orderBy(desc(bankStatements.uploadedAt), desc(bankStatements.id));
  const issues = continuityIssues(
    rows.map((r) => ({
      id: r.id,
      account: r.accountIban ?? r.accountNumber ?? '',
      currency: r.currency,
      fromDate: r.fromDate,
      toDate: r.toDate,
      sequenceNo: r.sequenceNo,
      withdrawn: r.withdrawnAt !== null,
    })),
  );
  return rows.map((row) => summaryOf(row, issues.get(row.id) ?? []));
}

export async function bankStatementSummary(db: Db, id: string): Promise<BankStatementSummary> {
  const all = await listBankStatements(db);
  return firstOrNotFound(
    all.filter((s) => s.id === id),
    'bank-statements.not_found.bank_statement',
  );
}

/** Lines as the API gives them: the bank's fields, the amount in cents and decimal, and where each stands. */
export async function linesWithState(db: Db, rows: LineRow[]): Promise<BankStatementLine[]> {
  const states = await lineStates(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ statementId: _statement, amountCents, direction, ...line }) => {
    const state = states.get(line.id) ?? UNMATCHED_STATE(line.id);
    return {
      ...line,
      direction: direction as BankStatementLine['direction'],
      ...moneyFields('amount', amountCents),
      match: {
        status: state.status,
        transactionId: state.transactionId,
        transactionKind: state.transactionKind,
        caseReference: state.caseReference,
        auto: state.auto,
        reason: state.reason,
        decidedByName: state.decidedByName,
        decidedAt: state.decidedAt?.toISOString() ?? null,
        awaitingSecondPerson: state.awaitingSecondPerson,
      },
    };
  });
}

type LineRow = typeof bankStatementLines.$inferSelect;

/** One statement with its lines in the bank's order; an unknown id is a 404. */
export async function getBankStatement(db: Db, id: string): Promise<BankStatementDetail> {
  const statement = await bankStatementSummary(db, id);
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, id))
    .orderBy(asc(bankStatementLines.lineNo));
  return { statement, lines: await linesWithState(db, rows) };
}
