import type { Estimate } from '@shared/domain/firm-settings';

/**
 * Numbers, money and durations in the reader's language, through Intl (issue 4 item 6), so no
 * component formats a figure by hand and no unit word needs a plural rule in the locale files.
 */

const UNIT: Record<Estimate['unit'], string> = { hours: 'hour', days: 'day', weeks: 'week', months: 'month' };

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Large public figures read best rounded: "$2.4M", "2,4 Mio. $". */
export function formatMoneyCompact(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}

export function formatDecimal(value: number, locale: string, fractionDigits = 1): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** "3 days", "1–3 days", "3 Tage", "1–3 Tage": the range and the unit word come from Intl. */
export function formatDurationRange(
  min: number,
  max: number,
  unit: Estimate['unit'],
  locale: string,
): string {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: UNIT[unit], unitDisplay: 'long' });
  return min === max || min === 0 ? format.format(max) : format.formatRange(min, max);
}

/** A duration in minutes in the largest unit that keeps it readable: 45 minutes, 2.5 hours, 3 days. */
export function formatMinutes(minutes: number, locale: string): string {
  const unit = (name: string, value: number, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'long',
      maximumFractionDigits: digits,
    }).format(value);
  if (minutes < 90) return unit('minute', Math.max(1, Math.round(minutes)), 0);
  if (minutes < 48 * 60) return unit('hour', minutes / 60, 1);
  return unit('day', minutes / (24 * 60), 1);
}

/**
 * An exact amount from the API's `…Cents` field with its currency: "$1,234.56", "1.234,56 $". The
 * one formatter the server's emails and statements use too (issue 16 item 4). Money shown to a
 * client is never rounded (UI.md: every figure says what it is).
 */
export { formatMoney } from '@shared/domain/money';

/** Date and time in the reader's time zone: "25 November 2026 at 09:14". */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A 0–100 figure as a percentage in the reader's style: "40%", "40 %". */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Country names from Intl in the reader's language; the form's "UK" is ISO's GB. */
export function countryName(code: string, locale: string): string {
  const region = code === 'UK' ? 'GB' : code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? code;
  } catch {
    return code;
  }
}

/** "512B", "84 kB", "2.4 MB" in the reader's language, through Intl (binary multiples, as file managers show). */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, value] =
    bytes < 1024
      ? (['byte', bytes] as const)
      : bytes < 1024 * 1024
        ? (['kilobyte', bytes / 1024] as const)
        : (['megabyte', bytes / (1024 * 1024)] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    // "77 B" reads better than "77 byte"; larger units keep their usual short form.
    unitDisplay: unit === 'byte' ? 'narrow' : 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
