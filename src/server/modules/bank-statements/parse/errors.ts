import type { MessageKey } from '../../../../shared/domain/errors';
import '../../../locales/message-keys';

/** Why a statement file was refused; each has its message in the six catalogues (statements.*). */
export const STATEMENT_PARSE_REASONS = [
  'malformed_xml',
  'too_deep',
  'not_camt053',
  'several_statements',
  'missing_field',
  'bad_amount',
  'bad_date',
  'bad_currency',
  'empty',
  'csv_missing_column',
  'csv_bad_row',
  'not_mt940',
  'mt940_bad_field',
  'mt940_unbalanced',
  'csv_amount_beyond_cent',
] as const;
export type StatementParseReason = (typeof STATEMENT_PARSE_REASONS)[number];

/**
 * A statement file that cannot be read as a whole. Nothing of a refused file is imported, so the
 * error names the place to fix: `line` is the 1-based entry (camt.053 Ntry, pending ones
 * included) or row (CSV record, header included); it is absent for the statement's own data
 * (account, balances). `field` is the element path or column concerned.
 */
export class StatementParseError extends Error {
  readonly line: number | undefined;
  readonly field: string | undefined;
  constructor(
    readonly reason: StatementParseReason,
    detail: string,
    place: { line?: number; field?: string } = {},
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'StatementParseError';
    this.line = place.line;
    this.field = place.field;
  }
}

const MESSAGE_KEYS = {
  malformed_xml: 'statements.malformed_xml',
  too_deep: 'statements.too_deep',
  not_camt053: 'statements.not_camt053',
  several_statements: 'statements.several_statements',
  missing_field: 'statements.missing_field',
  bad_amount: 'statements.bad_amount',
  bad_date: 'statements.bad_date',
  bad_currency: 'statements.bad_currency',
  empty: 'statements.empty',
  csv_missing_column: 'statements.csv_missing_column',
  csv_bad_row: 'statements.csv_bad_row',
  not_mt940: 'statements.not_mt940',
  mt940_bad_field: 'statements.mt940_bad_field',
  mt940_unbalanced: 'statements.mt940_unbalanced',
  csv_amount_beyond_cent: 'statements.csv_amount_beyond_cent',
} as const satisfies Record<StatementParseReason, MessageKey>;

/** The catalogue key a route answers a refused statement with (a 400). */
export function statementErrorMessageKey(error: StatementParseError): MessageKey {
  return MESSAGE_KEYS[error.reason];
}

/**
 * The key with its values: `line` and `field` where the parser knows them. Texts that name a line
 * or field belong to reasons whose errors always carry one (the tests hold the parsers to that).
 */
export function statementErrorMessage(error: StatementParseError): {
  key: MessageKey;
  params: Record<string, string | number>;
} {
  const params: Record<string, string | number> = {};
  if (error.line !== undefined) params.line = error.line;
  if (error.field !== undefined) params.field = error.field;
  return { key: statementErrorMessageKey(error), params };
}
