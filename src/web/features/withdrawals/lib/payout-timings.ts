/**
 * How long a paid-out withdrawal takes to arrive, by how it is sent (spec constants). The numbers
 * live here once; the words ("business days", "hours") come from the locale files.
 */
export const PAYOUT_TIMINGS = {
  bankTransfer: { min: 3, max: 5, unit: 'businessDays' },
  cryptocurrency: { min: 24, max: 48, unit: 'hours' },
  internationalWire: { min: 5, max: 7, unit: 'businessDays' },
} as const;

export type PayoutTiming = keyof typeof PAYOUT_TIMINGS;
export const PAYOUT_TIMING_KEYS = Object.keys(PAYOUT_TIMINGS) as PayoutTiming[];

/** "3–5", "3-5": the range's numbers and dash in the reader's language. */
export function formatRange(min: number, max: number, locale: string): string {
  return new Intl.NumberFormat(locale).formatRange(min, max);
}
