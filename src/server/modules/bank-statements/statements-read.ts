import { asc, desc, eq } from 'drizzle-orm';
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
import { bankStatementLines, bankStatements, users } from '../../db/schema';

const summaryColumns = {
  id: bankStatements.id,
  format: bankStatements.format,
  fileName: bankStatements.fileName,
  statementRef: bankStatements.statementRef,
  accountIban: bankStatements.accountIban,
  currency: bankStatements.currency,
  openingBalanceCents: bankStatements.openingBalanceCents,
  closingBalanceCents: bankStatements.closingBalanceCents,
  fromDate: bankStatements.fromDate,
  toDate: bankStatements.toDate,
  lineCount: bankStatements.lineCount,
  uploadedByName: fullNameOrNull(users),
  uploadedAt: bankStatements.uploadedAt,
};

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function summaryOf(row: SummaryRow): BankStatementSummary {
  const { openingBalanceCents, closingBalanceCents, uploadedAt, format, ...rest } = row;
  return {
    ...rest,
    format: format as StatementFormat,
    ...nullableMoneyFields('openingBalance', openingBalanceCents),
    ...nullableMoneyFields('closingBalance', closingBalanceCents),
    uploadedAt: uploadedAt.toISOString(),
  };
}

const summaries = (db: Db) =>
  db.select(summaryColumns).from(bankStatements).leftJoin(users, eq(users.id, bankStatements.uploadedBy));

/** Every imported statement, newest import first (a few a month: no paging needed yet). */
export async function listBankStatements(db: Db): Promise<BankStatementSummary[]> {
  const rows = await summaries(db).orderBy(desc(bankStatements.uploadedAt), desc(bankStatements.id));
  return rows.map(summaryOf);
}

export async function bankStatementSummary(db: Db, id: string): Promise<BankStatementSummary> {
  return summaryOf(firstOrNotFound(await summaries(db).where(eq(bankStatements.id, id))));
}

/** One statement with its lines in the bank's order; an unknown id is a 404. */
export async function getBankStatement(db: Db, id: string): Promise<BankStatementDetail> {
  const statement = await bankStatementSummary(db, id);
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, id))
    .orderBy(asc(bankStatementLines.lineNo));
  const lines = rows.map(
    ({ id: _id, statementId: _statement, amountCents, direction, ...line }): BankStatementLine => ({
      ...line,
      direction: direction as BankStatementLine['direction'],
      ...moneyFields('amount', amountCents),
    }),
  );
  return { statement, lines };
}
