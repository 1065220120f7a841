import type { StatementFormat } from '../../../../shared/contracts/bank-statements';
import type { Cents } from '../../../../shared/domain/money';
import { StatementParseError } from './errors';
import { minorUnitsOf } from './minor-units';

/** One booked movement on the trust account, as the bank reports it. */
export type StatementLine = {
  /** 1-based order among the file's booked lines (a batch booking gives one per transaction). */
  lineNo: number;
  direction: 'credit' | 'debit';
  /** Always positive; `direction` carries the sign. */
  amountCents: Cents;
  currency: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** YYYY-MM-DD; the booking date when the bank gives none. */
  valueDate: string;
  /** The bank undoes an earlier booking (camt RvslInd); `direction` is the reversal's own. */
  reversal: boolean;
  bankReference: string | null;
  endToEndId: string | null;
  remittance: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  /** The line's currency differs from the account's: it cannot be matched cent for cent. */
  foreignCurrency: boolean;
};

export type ParsedStatement = {
  format: StatementFormat;
  statementId: string | null;
  /**
   * The bank's sequence number of the statement (camt ElctrncSeqNb, else LglSeqNb): with the
   * account and the statement id it names the statement, whatever the file's bytes (a re-export
   * differs in whitespace and creation time). Null when the file states none (CSV).
   */
  sequence: string | null;
  accountIban: string | null;
  /**
   * The account's number where it has no IBAN (camt Acct/Id/Othr/Id, an MT940 :25: that is not an
   * IBAN), as the bank writes it; null when the file gives an IBAN or nothing.
   */
  accountNumber: string | null;
  currency: string;
  /** Signed: an overdrawn balance is negative. Null when the file states none (CSV). */
  openingBalanceCents: Cents | null;
  closingBalanceCents: Cents | null;
  /** The period the statement covers (YYYY-MM-DD): as stated, else the span of booking dates. */
  fromDate: string | null;
  toDate: string | null;
  lines: StatementLine[];
};

type Place = { line?: number; field?: string };

/**
 * Decimal text to cents by string arithmetic, so "0.29" is 29 and never 28.999…: sign, digits,
 * at most two decimals after `separator`. Grouping marks must be stripped before. Null if not so.
 */
export function decimalToCents(text: string, separator: '.' | ',' = '.'): Cents | null {
  const pattern = separator === '.' ? /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/ : /^([+-]?)(\d+)(?:,(\d{1,2}))?$/;
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return sign === '-' ? -Number(cents) : Number(cents);
}

/**
 * An ISO 4217 code (D132): the account may hold any, not only the firm's own CURRENCIES; which
 * currencies the firm keeps is decided at import. The refusal names the place and what is there.
 */
export function requireCurrency(code: string | undefined, place: Place): string {
  const trimmed = code?.trim() ?? '';
  if (minorUnitsOf(trimmed) === null)
    throw new StatementParseError('bad_currency', `not a currency code: "${trimmed}"`, {
      ...place,
      value: trimmed,
    });
  return trimmed;
}

/** A calendar date (not 2026-02-30) from its parts, as YYYY-MM-DD; null if there is none. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The stated period, else first and last booking date (ISO dates sort as text). */
export function statementPeriod(
  lines: StatementLine[],
  stated: { from: string | null; to: string | null } = { from: null, to: null },
): { fromDate: string | null; toDate: string | null } {
  const dates = lines.map((line) => line.bookingDate).sort();
  return { fromDate: stated.from ?? dates[0] ?? null, toDate: stated.to ?? dates.at(-1) ?? null };
}

/** An IBAN as printed ("DE89 3704 …") to its electronic form; null when empty. */
export function normaliseIban(value: string | undefined): string | null {
  const compact = value?.replace(/\s+/g, '').toUpperCase() ?? '';
  return compact === '' ? null : compact;
}

/** Trimmed text, or null when there is none. */
export function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Bytes as text: UTF-8 with its BOM dropped, else Windows-1252, which older bank exports (and
 * camt files declaring ISO-8859-1) use; every byte decodes there, so this never fails.
 */
export function decodeText(input: string | Buffer): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return new TextDecoder('windows-1252').decode(input);
  }
}
