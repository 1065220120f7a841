import type { MessageKey } from '../../../../shared/domain/errors';
import '../../../locales/message-keys';

/** Why a statement file was refused; each has its message in the six catalogues (statements.*). */
export const STATEMENT_PARSE_REASONS = [
  'malformed_xml',
  'too_deep',
  'not_camt053',
  'missing_field',
  'bad_value',
  'bad_amount',
  'too_precise',
  'bad_date',
  'bad_currency',
  'balance_currency',
  'empty',
  'csv_missing_column',
  'csv_bad_row',
  'not_mt940',
  'mt940_bad_field',
  'mt940_unbalanced',
  'csv_amount_beyond_cent',
] as const;
export type StatementParseReason = (typeof STATEMENT_PARSE_REASONS)[number];

/** Where a refusal is, and what was found there (issue 32 item 6: the message names both). */
export type StatementPlace = {
  line?: number;
  field?: string;
  /** The text found at `field`, as the file has it ('' when the element is there but empty). */
  value?: string;
  /** Further values the reason's text names (too_precise: the currency and its decimals). */
  params?: Record<string, string | number>;
};

/**
 * A statement file that cannot be read as a whole. Nothing of a refused file is imported, so the
 * error names the place to fix: `line` is the 1-based entry within its statement (camt Ntry,
 * pending ones included) or row (CSV record, header included); it is absent for the statement's
 * own data (account, balances). `field` is the element path or column concerned (camt: from the
 * statement, `Stmt[2]/Ntry[3]/Amt`), `value` what the file has there.
 */
export class StatementParseError extends Error {
  readonly line: number | undefined;
  readonly field: string | undefined;
  readonly value: string | undefined;
  readonly params: Record<string, string | number>;
  constructor(
    readonly reason: StatementParseReason,
    detail: string,
    place: StatementPlace = {},
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'StatementParseError';
    this.line = place.line;
    this.field = place.field;
    this.value = place.value;
    this.params = place.params ?? {};
  }
}

const MESSAGE_KEYS = {
  malformed_xml: 'bank-statements.statements.malformed_xml',
  too_deep: 'bank-statements.statements.too_deep',
  not_camt053: 'bank-statements.statements.not_camt053',
  missing_field: 'bank-statements.statements.missing_field',
  bad_value: 'bank-statements.statements.bad_value',
  bad_amount: 'bank-statements.statements.bad_amount',
  too_precise: 'bank-statements.statements.too_precise',
  bad_date: 'bank-statements.statements.bad_date',
  bad_currency: 'bank-statements.statements.bad_currency',
  balance_currency: 'bank-statements.statements.balance_currency',
  empty: 'bank-statements.statements.empty',
  csv_missing_column: 'bank-statements.statements.csv_missing_column',
  csv_bad_row: 'bank-statements.statements.csv_bad_row',
  not_mt940: 'bank-statements.statements.not_mt940',
  mt940_bad_field: 'bank-statements.statements.mt940_bad_field',
  mt940_unbalanced: 'bank-statements.statements.mt940_unbalanced',
  csv_amount_beyond_cent: 'bank-statements.statements.csv_amount_beyond_cent',
} as const satisfies Record<StatementParseReason, MessageKey>;

/**
 * Texts that name the path and the value found there, for a refusal that knows both. A reason
 * here is also given without them by some parser (a CSV row names its line and column only, a
 * file that is not XML has no element), so its plain text stays for those.
 */
const NAMING_KEYS = {
  not_camt053: 'bank-statements.statements.not_camt053_root',
  bad_amount: 'bank-statements.statements.bad_amount_value',
  bad_date: 'bank-statements.statements.bad_date_value',
  bad_currency: 'bank-statements.statements.bad_currency_value',
} as const satisfies Partial<Record<StatementParseReason, MessageKey>>;

const namesValue = (reason: StatementParseReason): reason is keyof typeof NAMING_KEYS =>
  reason in NAMING_KEYS;

/** The catalogue key a route answers a refused statement with (a 400). */
export function statementErrorMessageKey(error: StatementParseError): MessageKey {
  if (error.field !== undefined && error.value !== undefined && namesValue(error.reason))
    return NAMING_KEYS[error.reason];
  return MESSAGE_KEYS[error.reason];
}

/**
 * The key with its values: `line`, `field` and `value` where the parser knows them. Texts that
 * name one belong to reasons (or naming keys) whose errors always carry it (the tests hold the
 * parsers to that).
 */
export function statementErrorMessage(error: StatementParseError): {
  key: MessageKey;
  params: Record<string, string | number>;
} {
  const params: Record<string, string | number> = { ...error.params };
  if (error.line !== undefined) params.line = error.line;
  if (error.field !== undefined) params.field = error.field;
  if (error.value !== undefined) params.value = error.value;
  return { key: statementErrorMessageKey(error), params };
}
