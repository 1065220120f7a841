import { createHash } from 'node:crypto';
import type { CsvMapping } from '../../../../shared/contracts/bank-statements';
import { parseCamt } from './camt';
import { parseCsvStatement } from './csv';
import { parseMt940 } from './mt940';
import type { ParsedStatement } from './statement';

export type { CsvMapping } from '../../../../shared/contracts/bank-statements';
export { csvMappingSchema } from '../../../../shared/contracts/bank-statements';
export { type BalanceMismatch, balanceMismatch } from './balances';
export { parseCamt } from './camt';
export { csvAmountToCents, parseCsvStatement } from './csv';
export {
  STATEMENT_PARSE_REASONS,
  StatementParseError,
  type StatementParseReason,
  statementErrorMessage,
  statementErrorMessageKey,
} from './errors';
export type { ParsedStatement, StatementLine } from './statement';

export type StatementInput =
  | { format: 'camt053' }
  | { format: 'mt940' }
  | { format: 'csv'; mapping: CsvMapping };

/**
 * An uploaded file to its statements (issue 32: a file may hold several, one per account or per
 * day), each with its lines, in the file's order; throws StatementParseError with the reason.
 */
export function parseStatement(bytes: Buffer, input: StatementInput): ParsedStatement[] {
  if (input.format === 'camt053') return parseCamt(bytes);
  if (input.format === 'mt940') return parseMt940(bytes);
  return [parseCsvStatement(bytes, input.mapping)];
}

/** The file's fingerprint (hex), so the same statement uploaded twice is recognised. */
export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
