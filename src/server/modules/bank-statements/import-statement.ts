import { and, eq, sql } from 'drizzle-orm';
import type { BankStatementSummary, ImportStatementFields } from '../../../shared/contracts/bank-statements';
import { AppError } from '../../../shared/domain/errors';
import { CURRENCIES } from '../../../shared/domain/money';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { bankStatementLines, bankStatements } from '../../db/schema';
import { isUniqueViolation } from '../../lib/typed-routes';
import { findCsvMapping } from './csv-mappings';
import { autoMatchStatement } from './matching';
import {
  type ParsedStatement,
  parseStatement,
  type StatementInput,
  StatementParseError,
  sha256Of,
  statementErrorMessage,
} from './parse';
import { bankStatementSummary } from './statements-read';

const alreadyImported = () => new AppError('conflict', 'bank_statements.already_imported');

/**
 * Issue 31: the same statement as another file (re-exported: other whitespace, another creation
 * time) is a duplicate too; the refusal names the statement so the person can find the first import.
 */
async function refuseKnownStatement(db: AuditedCall['db'], parsed: ParsedStatement) {
  if (parsed.statementId === null) return;
  const [known] = await db
    .select({ id: bankStatements.id, fileName: bankStatements.fileName })
    .from(bankStatements)
    .where(
      and(
        sql`coalesce(${bankStatements.accountIban}, '') = ${parsed.accountIban ?? ''}`,
        eq(bankStatements.statementRef, parsed.statementId),
        sql`coalesce(${bankStatements.sequenceNo}, '') = ${parsed.sequence ?? ''}`,
      ),
    );
  if (known) throw sameStatement(parsed, known.fileName);
}

const sameStatement = (parsed: ParsedStatement, fileName: string) =>
  new AppError('conflict', {
    key: 'bank_statements.same_statement_imported',
    params: {
      statement: parsed.statementId ?? '',
      sequence: parsed.sequence ?? '–',
      account: parsed.accountIban ?? '–',
      fileName,
    },
  });

/** A file that cannot be read as a statement: 400 naming the line or field to fix, in the reader's language. */
function parseOrRefuse(bytes: Buffer, input: StatementInput): ParsedStatement {
  try {
    return parseStatement(bytes, input);
  } catch (error) {
    if (!(error instanceof StatementParseError)) throw error;
    const message = statementErrorMessage(error);
    throw new AppError('validation_failed', message, { file: message });
  }
}

/**
 * Issue 19: stores an uploaded statement and its lines as the bank reported them, and matches
 * what the rules can (matching.ts), in one transaction with the audit row. Refused before anything is stored: a file that does not parse,
 * an account in a currency the ledger does not keep (it could never be reconciled), the same
 * bytes imported before, and the same statement (account, statement id, sequence) imported before
 * as another file (both are unique in the table, so two simultaneous uploads cannot both land).
 */
export async function importBankStatement(
  args: AuditedCall & { fileName: string; bytes: Buffer; fields: ImportStatementFields },
): Promise<BankStatementSummary> {
  const { db, actor, fields, bytes } = args;
  const input: StatementInput =
    fields.format === 'csv' && fields.mappingId
      ? { format: 'csv', mapping: (await findCsvMapping(db, fields.mappingId)).mapping }
      : { format: 'camt053' };
  const parsed = parseOrRefuse(bytes, input);
  if (!(CURRENCIES as readonly string[]).includes(parsed.currency)) {
    throw new AppError('validation_failed', {
      key: 'bank_statements.currency_not_kept',
      params: { currency: parsed.currency, currencies: CURRENCIES.join(', ') },
    });
  }
  const sha256 = sha256Of(bytes);
  const [known] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.sha256, sha256));
  if (known) throw alreadyImported();
  await refuseKnownStatement(db, parsed);
  try {
    return await db.transaction(async (tx) => {
      const [statement] = await tx
        .insert(bankStatements)
        .values({
          sha256,
          format: parsed.format,
          fileName: args.fileName,
          statementRef: parsed.statementId,
          sequenceNo: parsed.sequence,
          accountIban: parsed.accountIban,
          currency: parsed.currency,
          openingBalanceCents: parsed.openingBalanceCents,
          closingBalanceCents: parsed.closingBalanceCents,
          fromDate: parsed.fromDate,
          toDate: parsed.toDate,
          lineCount: parsed.lines.length,
          uploadedBy: actor.id,
        })
        .returning({ id: bankStatements.id });
      const id = statement!.id;
      // A camt.053 day without movements has balances and no lines; it is kept all the same.
      if (parsed.lines.length > 0)
        await tx
          .insert(bankStatementLines)
          .values(parsed.lines.map((line) => ({ ...line, statementId: id })));
      // Item 3: lines the rules tie to one ledger entry are matched now; a reported recovery so
      // matched is confirmed (D26), all in this transaction.
      const autoMatched = await autoMatchStatement(tx, args, id);
      await writeAudit(tx, args.request, {
        action: 'bank_statement.imported',
        entity: 'bank_statement',
        entityId: id,
        after: {
          fileName: args.fileName,
          format: parsed.format,
          statementRef: parsed.statementId,
          sequence: parsed.sequence,
          currency: parsed.currency,
          lineCount: parsed.lines.length,
          autoMatched,
          sha256,
        },
      });
      return bankStatementSummary(tx, id);
    });
  } catch (error) {
    // Two uploads of one statement at once: the loser is told as if it came second.
    if (isUniqueViolation(error)) {
      await refuseKnownStatement(db, parsed);
      throw alreadyImported();
    }
    throw error;
  }
}
