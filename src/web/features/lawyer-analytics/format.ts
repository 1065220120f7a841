/**
 * The analytics' figures in the reader's language. The API gives rates and days with one
 * decimal; they are shown as given (never rounded into a better-looking number).
 */
export function formatRate(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(days);
}

export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** 'YYYY-MM' → "Nov 2026" / "nov. 2026" (the month is a calendar month in UTC, as the API counts it). */
export function formatMonth(month: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)),
  );
}

/** Axis ticks: "$2.4K", "2,4 Tsd. $". Exact amounts are in the table and tooltip. */
export function formatMoneyTick(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}
