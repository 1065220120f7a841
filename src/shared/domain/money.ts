import { z } from 'zod';

/**
 * Money is an integer number of minor units (cents) and a currency (D19). Never a float, never
 * a typed-in balance: balances are sums over ledger postings.
 */
export type Cents = number;

/** The firm's fee: 20% of funds actually recovered, in basis points (fixed per case at opening). */
export const DEFAULT_FEE_RATE_BPS = 2000;
const BPS_DENOMINATOR = 10_000n;

/** Amounts above this are refused as input errors (a sane ceiling, far below 2^53 cents). */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000_000; // 1 billion in major units

/** Rounds numerator / denominator to the nearest integer, ties to even (banker's rounding). */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twiceRemainder = (numerator % denominator) * 2n;
  if (twiceRemainder > denominator) return quotient + 1n;
  if (twiceRemainder === denominator) return quotient % 2n === 0n ? quotient : quotient + 1n;
  return quotient;
}

/**
 * Splits money actually received into the firm's fee and the client's share. The fee is
 * rounded half-even; the client's share is the rest, so the two always add up exactly.
 */
export function splitRecovery(
  amount: Cents,
  feeRateBps: number = DEFAULT_FEE_RATE_BPS,
): { fee: Cents; clientShare: Cents } {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be whole non-negative cents: ${amount}`);
  if (!Number.isInteger(feeRateBps) || feeRateBps < 0 || feeRateBps > 10_000) {
    throw new RangeError(`fee rate must be 0..10000 basis points: ${feeRateBps}`);
  }
  const fee = Number(divideHalfEven(BigInt(amount) * BigInt(feeRateBps), BPS_DENOMINATOR));
  return { fee, clientShare: amount - fee };
}

/**
 * Parses an amount in major units ("1234.56", 1234.56) into cents without float error.
 * Returns null for anything that is not a positive amount with at most two decimals.
 */
export function toCents(value: number | string): Cents | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/**
 * Major units for reading: exact to the cent, since dividing whole cents by 100 gives the double
 * nearest the decimal, which prints as that decimal (12345 → 123.45).
 */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * Whole cents as the decimal text the API accepts and spreadsheets read ("500.00", "-0.05"), by
 * integer arithmetic only: the web's form values and CSV exports.
 */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A money figure as responses carry it: `<name>` in major units beside `<name>Cents`. */
export type MoneyFields<K extends string> = { [P in K]: number } & { [P in `${K}Cents`]: Cents };
export type NullableMoneyFields<K extends string> = { [P in K]: number | null } & {
  [P in `${K}Cents`]: Cents | null;
};

function wholeCents(name: string, cents: Cents): Cents {
  // A fraction of a cent here is a bug upstream (a float crept into a sum): fail loudly.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${name} must be whole cents: ${cents}`);
  return cents;
}

/**
 * Both fields of a money figure from the same integer cents, so the pair can never disagree:
 * `moneyFields('amountLost', 123456)` → `{ amountLost: 1234.56, amountLostCents: 123456 }`.
 */
export function moneyFields<K extends string>(name: K, cents: Cents): MoneyFields<K> {
  const whole = wholeCents(name, cents);
  return { [name]: fromCents(whole), [`${name}Cents`]: whole } as MoneyFields<K>;
}

/** As moneyFields, with null (nothing to show for this row) kept in both fields. */
export function nullableMoneyFields<K extends string>(name: K, cents: Cents | null): NullableMoneyFields<K> {
  if (cents === null) return { [name]: null, [`${name}Cents`]: null } as NullableMoneyFields<K>;
  return moneyFields(name, cents);
}

/**
 * An amount as the API accepts it: a number or decimal string in major units, positive, at most
 * two decimals, not above the ceiling. Parses to cents.
 */
export const amountSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const cents = toCents(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter a positive amount with at most two decimals' });
    return z.NEVER;
  }
  if (cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'This amount is too large' });
    return z.NEVER;
  }
  return cents;
});

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/**
 * The one money formatter (server emails, PDF statements and the web): "$1,234.56" /
 * "1.234,56 $", in the reader's language, always with the currency. Takes cents.
 */
export function formatMoney(cents: Cents, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromCents(cents));
}
