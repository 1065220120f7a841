/**
 * A health metric's value in the reader's language by its unit (GET /api/admin/system): durations
 * in words ("2 days, 3 hours"), sizes and times with Intl units, percentages as percentages.
 * An unknown unit keeps the server's unit word after the number.
 */

const unitFormat = (locale: string, unit: string, digits: number, display: 'long' | 'short' = 'short') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: digits });

const STEPS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** The two largest non-zero units, so an uptime reads "3 days, 4 hours" and not 273,600 seconds. */
export function formatSeconds(total: number, locale: string): string {
  let rest = Math.max(0, Math.floor(total));
  const parts: string[] = [];
  for (const [unit, size] of STEPS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0 && parts.length < 2) parts.push(unitFormat(locale, unit, 0, 'long').format(value));
    else if (parts.length > 0) break;
  }
  if (parts.length === 0) return unitFormat(locale, 'second', 0, 'long').format(0);
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}

export function formatMetricValue(value: number, unit: string, locale: string): string {
  switch (unit) {
    case 's':
      return formatSeconds(value, locale);
    case 'ms':
      return unitFormat(locale, 'millisecond', 1).format(value);
    case 'MB':
      return unitFormat(locale, 'megabyte', 0).format(value);
    case '%':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        value / 100,
      );
    case 'emails':
      return new Intl.NumberFormat(locale).format(value);
    default:
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${unit}`;
  }
}
