import { DEFAULT_FEE_RATE_BPS } from '@shared/domain/money';

/**
 * The API gives money in major units with at most two decimals (every supported currency has
 * two). Sums and comparisons happen in whole cents, so no float error can creep into a figure.
 */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents as the decimal text the API accepts ("500.00"), by integer arithmetic only. */
export function minorToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "20%", "20 %", "20 %": a rate in basis points, in the reader's language. */
export function formatRate(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** The fee and client-share rates of the case (fixed when it was opened), for labels only. */
export function feeRates(feeRateBps: number | undefined, locale: string) {
  const fee = feeRateBps ?? DEFAULT_FEE_RATE_BPS;
  return { fee: formatRate(fee, locale), share: formatRate(10_000 - fee, locale) };
}
