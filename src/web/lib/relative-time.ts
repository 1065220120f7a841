import { formatDate } from '@web/lib/intl';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "2 minutes ago", "vor 3 Stunden", "hier": notifications and recent activity by their distance
 * from now, in the reader's language through Intl; from a week on the date itself reads better.
 */
export function formatWhen(iso: string, locale: string, now = Date.now()): string {
  let value = Math.round((new Date(iso).getTime() - now) / 1000);
  // A clock slightly ahead of the server's must not read "in 3 seconds".
  if (value > 0) value = 0;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(unit === 'second' && value > -45 ? 0 : value, unit);
    value = Math.round(value / size);
  }
  return formatDate(iso, locale);
}
