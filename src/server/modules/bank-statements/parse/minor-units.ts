import { code as iso4217 } from 'currency-codes';

/**
 * ISO 4217 from the `currency-codes` package (D132): the number of decimals of each currency's
 * minor unit (EUR 2, JPY 0, KWD 3, CLF 4). A hand list would go stale when ISO adds or retires a
 * code; the package follows the ISO list. Null for a code ISO 4217 does not have.
 */
export function minorUnitsOf(currency: string): number | null {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  return iso4217(currency)?.digits ?? null;
}

export type MinorUnitsReading =
  | { ok: true; minor: number }
  | { ok: false; why: 'not_a_number' | 'too_precise' | 'too_large' };

/**
 * An ISO 20022 amount ("8.850", "5442.09000", "0") in the currency's minor units, by string
 * arithmetic so "0.29" is 29 and never 28.999…. Trailing zeros say nothing (the XML Schema
 * decimal "8.8500000" is 8.85), so they may run past the minor unit; a non-zero digit there
 * cannot be booked in that currency and is `too_precise`. Unsigned: the indicator carries the sign.
 */
export function decimalToMinorUnits(text: string, digits: number): MinorUnitsReading {
  const match = /^\+?(\d*)(?:\.(\d*))?$/.exec(text.trim());
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || whole + fraction === '') return { ok: false, why: 'not_a_number' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return { ok: false, why: 'too_precise' };
  const minor = BigInt(whole || '0') * 10n ** BigInt(digits) + BigInt(significant.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, why: 'too_large' };
  return { ok: true, minor: Number(minor) };
}
