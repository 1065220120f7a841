import { fromCents } from '@shared/domain/money';
/**
 * The figures of the lawyer's and the firm's analytics in the reader's language, through Intl. Rates and days come from the API with
 * one decimal and are shown as given, never rounded into a better-looking number.
 */

/** 'YYYY-MM' → "Nov 2026" (short) or "November 2026" (long); months are UTC calendar months. */
export function formatMonth(month: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)),
  );
}

/** A week by its Monday ('YYYY-MM-DD') → "9 Nov" / "Nov 9" (short) or with the year (long). */
export function formatWeek(weekStart: string, locale: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${weekStart}T00:00:00Z`));
}

/**
 * Axis ticks: "$2.4K", "2,4 Tsd. $". Charts plot the API's cents as they come (a round number of
 * cents is a round amount), so this is the one place a chart turns cents into major units. Exact
 * amounts are in the tables and tooltips.
 */
export function formatMoneyTick(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(fromCents(cents));
}

/** 0–100 with up to one decimal → "33.3%", "33,3 %". */
export function formatRate(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** "4.5 days", "4,5 Tage". */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(days);
}

/** A rating out of five with one decimal → "4.5", "4,5". */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Sums money given in major units exactly, through whole cents (no float drift in a total). */
export function sumMoney(amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
