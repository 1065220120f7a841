import { and, eq, or, sql } from 'drizzle-orm';
import type { BankStatementSummary, ImportStatementFields } from '../../../shared/contracts/bank-statements';
import { AppError } from '../../../shared/domain/errors';
import { CURRENCIES } from '../../../shared/domain/money';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { bankStatementLines, bankStatements } from '../../db/schema';
import { isUniqueViolation } from '../../lib/typed-routes';
import { findCsvMapping } from './csv-mappings';
import { autoMatchStatement } from './matching';
import {
  balanceMismatch,
  type ParsedStatement,
  parseStatement,
  type StatementInput,
  StatementParseError,
  sha256Of,
  statementErrorMessage,
} from './parse';
import { bankStatementSummary } from './statements-read';
import { trustAccountOf } from './trust-account-check';

const alreadyImported = () => new AppError('conflict', 'bank-statements.already_imported');

/** Issue 32 item 5: a withdrawn statement no longer counts, so it is no duplicate either. */
const isLive = sql`not exists (select 1 from bank_statement_withdrawals w where w.statement_id = ${bankStatements.id})`;
const identityOf = (parsed: ParsedStatement) =>
  and(
    sql`coalesce(${bankStatements.accountIban}, ${bankStatements.accountNumber}, '') = ${parsed.accountIban ?? parsed.accountNumber ?? ''}`,
    eq(bankStatements.statementRef, parsed.statementId ?? ''),
    sql`coalesce(${bankStatements.sequenceNo}, '') = ${parsed.sequence ?? ''}`,
  );

/**
 * The statement's generation (docs/decisions/0136-statement-withdrawal.md): one more than the
 * highest of the withdrawn imports of the same place in the same file or of the same statement,
 * 0 for a first import. Both unique keys carry it, so a withdrawn statement can come back while
 * two simultaneous re-imports still collide.
 */
async function generationOf(
  db: AuditedCall['db'],
  parsed: ParsedStatement,
  sha256: string,
  position: number,
) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${bankStatements.generation}) + 1, 0)`.mapWith(Number) })
    .from(bankStatements)
    .where(
      or(
        and(eq(bankStatements.sha256, sha256), eq(bankStatements.filePosition, position)),
        parsed.statementId === null ? undefined : identityOf(parsed),
      ),
    );
  return row?.next ?? 0;
}

/**
 * Issue 31: the same statement as another file (re-exported: other whitespace, another creation
 * time) is a duplicate too; the refusal names the statement so the person can find the first import.
 */
async function refuseKnownStatement(db: AuditedCall['db'], parsed: ParsedStatement) {
  if (parsed.statementId === null) return;
  const [known] = await db
    .select({ id: bankStatements.id, fileName: bankStatements.fileName })
    .from(bankStatements)
    .where(and(identityOf(parsed), isLive));
  if (known) throw sameStatement(parsed, known.fileName);
}

const sameStatement = (parsed: ParsedStatement, fileName: string) =>
  new AppError('conflict', {
    key: 'bank-statements.same_statement_imported',
    params: {
      statement: parsed.statementId ?? '',
      sequence: parsed.sequence ?? '–',
      account: parsed.accountIban ?? parsed.accountNumber ?? '–',
      fileName,
    },
  });

/** A file that cannot be read as a statement: 400 naming the line or field to fix, in the reader's language. */
function parseOrRefuse(bytes: Buffer, input: StatementInput): ParsedStatement[] {
  try {
    return parseStatement(bytes, input);
  } catch (error) {
    if (!(error instanceof StatementParseError)) throw error;
    const message = statementErrorMessage(error);
    throw new AppError('validation_failed', message, { file: message });
  }
}

/**
 * Issue 32 item 4: a statement whose opening balance and entries do not reach its closing
 * balance is refused, naming it and both figures, before anything of the file is stored.
 */
function refuseUnbalanced(statements: ParsedStatement[]) {
  for (const parsed of statements) {
    const mismatch = balanceMismatch(parsed);
    if (mismatch === null) continue;
    const money = (cents: number) => ({ cents, currency: parsed.currency });
    const message = {
      key: 'bank-statements.does_not_add_up',
      params: {
        statement: parsed.statementId ?? '–',
        account: parsed.accountIban ?? parsed.accountNumber ?? '–',
        computed: money(mismatch.computedClosingCents),
        stated: money(mismatch.statedClosingCents),
      },
    } as const;
    throw new AppError('validation_failed', message, { file: message });
  }
}

/** The statement row as stored: what the bank said, and which file and place it came from. */
const statementRow = (
  parsed: ParsedStatement,
  position: number,
  args: ImportArgs,
  sha256: string,
  trustAccountId: string,
  generation: number,
) => ({
  sha256,
  trustAccountId,
  generation,
  filePosition: position,
  format: parsed.format,
  fileName: args.fileName,
  statementRef: parsed.statementId,
  sequenceNo: parsed.sequence,
  accountIban: parsed.accountIban,
  accountNumber: parsed.accountNumber,
  currency: parsed.currency,
  openingBalanceCents: parsed.openingBalanceCents,
  closingBalanceCents: parsed.closingBalanceCents,
  fromDate: parsed.fromDate,
  toDate: parsed.toDate,
  lineCount: parsed.lines.length,
  uploadedBy: args.actor.id,
});

type ImportArgs = MailingCall & { fileName: string; bytes: Buffer; fields: ImportStatementFields };

/** One statement of the file, its lines, its automatic matches and its audit row, in `tx`. */
async function storeStatement(
  tx: AuditedCall['db'],
  args: ImportArgs,
  parsed: ParsedStatement,
  position: number,
  sha256: string,
  trustAccountId: string,
): Promise<string> {
  const generation = await generationOf(tx, parsed, sha256, position);
  const [statement] = await tx
    .insert(bankStatements)
    .values(statementRow(parsed, position, args, sha256, trustAccountId, generation))
    .returning({ id: bankStatements.id });
  const id = statement!.id;
  // A camt.053 day without movements has balances and no lines; it is kept all the same.
  if (parsed.lines.length > 0)
    await tx.insert(bankStatementLines).values(parsed.lines.map((line) => ({ ...line, statementId: id })));
  // Item 3: lines the rules tie to one ledger entry are matched now; a reported recovery so
  // matched is confirmed (D26), all in this transaction.
  const autoMatched = await autoMatchStatement(tx, args, id);
  await writeAudit(tx, args.request, {
    action: 'bank_statement.imported',
    entity: 'bank_statement',
    entityId: id,
    after: {
      fileName: args.fileName,
      filePosition: position,
      format: parsed.format,
      statementRef: parsed.statementId,
      sequence: parsed.sequence,
      account: parsed.accountIban ?? parsed.accountNumber,
      currency: parsed.currency,
      trustAccountId,
      lineCount: parsed.lines.length,
      autoMatched,
      sha256,
    },
  });
  return id;
}

/**
 * Issue 19: stores an uploaded file's statements and their lines as the bank reported them, and
 * matches what the rules can (matching.ts). Issue 32: a file may hold several statements; they
 * are stored together in one transaction, each with its audit row, or none is. Refused before
 * anything is stored: a file that does not parse, an account in a currency the ledger does not
 * keep (it could never be reconciled), an account that is not a registered trust account in that
 * currency or a day before it was opened (D42), the same bytes imported before, and the same statement
 * (account, statement id, sequence) imported before as another file (both are unique in the
 * table, so two simultaneous uploads cannot both land). Answers the file's statements in order.
 */
export async function importBankStatement(args: ImportArgs): Promise<BankStatementSummary[]> {
  const { db, fields, bytes } = args;
  const input: StatementInput =
    fields.format === 'csv' && fields.mappingId
      ? { format: 'csv', mapping: (await findCsvMapping(db, fields.mappingId)).mapping }
      : fields.format === 'mt940'
        ? { format: 'mt940' }
        : { format: 'camt053' };
  const statements = parseOrRefuse(bytes, input);
  // D42: each statement's registered trust account, or a refusal naming the account and currency.
  const accounts: string[] = [];
  for (const parsed of statements) accounts.push(await trustAccountOf(db, parsed));
  for (const parsed of statements) {
    if (!(CURRENCIES as readonly string[]).includes(parsed.currency)) {
      throw new AppError('validation_failed', {
        key: 'bank-statements.currency_not_kept',
        params: { currency: parsed.currency, currencies: CURRENCIES.join(', ') },
      });
    }
  }
  // After the currency check: the figures are formatted in cents, which only a kept currency has.
  refuseUnbalanced(statements);
  const sha256 = sha256Of(bytes);
  const [known] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(and(eq(bankStatements.sha256, sha256), isLive))
    .limit(1);
  if (known) throw alreadyImported();
  for (const parsed of statements) await refuseKnownStatement(db, parsed);
  try {
    return await db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const [index, parsed] of statements.entries())
        ids.push(await storeStatement(tx, args, parsed, index + 1, sha256, accounts[index]!));
      return Promise.all(ids.map((id) => bankStatementSummary(tx, id)));
    });
  } catch (error) {
    // Two uploads of one statement at once: the loser is told as if it came second.
    if (isUniqueViolation(error)) {
      for (const parsed of statements) await refuseKnownStatement(db, parsed);
      throw alreadyImported();
    }
    throw error;
  }
}
