import { DEFAULT_FEE_RATE_BPS } from '@shared/domain/money';

/** "20%", "20 %", "20 %": a rate in basis points, in the reader's language. */
export function formatRate(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** The fee and client-share rates of the case (fixed when it was opened), for labels only. */
export function feeRates(feeRateBps: number | undefined, locale: string) {
  const fee = feeRateBps ?? DEFAULT_FEE_RATE_BPS;
  return { fee: formatRate(fee, locale), share: formatRate(10_000 - fee, locale) };
}
