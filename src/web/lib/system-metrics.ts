import { HEALTH_METRIC_KEYS, type HealthMetric } from '@shared/contracts/system';
import { loadTexts } from '@web/lib/i18n/texts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

loadTexts('admin');

/**
 * The server's health measurements (GET /api/admin/system) in the reader's language, one wording
 * for the overview's System Health and the system tab's status cards. Texts: `admin` namespace.
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

/** A value by its unit: durations in words, sizes and times with Intl units; an unknown unit kept. */
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

/** Metrics named in every language; one the server adds later keeps the server's English name. */
const NAMED = new Set<string>(HEALTH_METRIC_KEYS);

export function metricName(t: TFunction<'admin'>, key: string, serverName = key): string {
  return NAMED.has(key) ? t(`metrics.names.${key}`) : serverName;
}

/** A measurement's name, value, status and trend, each as the reader reads it. */
export function describeMetric(t: TFunction<'admin'>, metric: HealthMetric, locale: string) {
  // An empty outbox has no "oldest email": say so rather than "0 seconds".
  const isNothingWaiting = metric.key === 'outbox_oldest_age' && metric.value === 0;
  return {
    name: metricName(t, metric.key, metric.name),
    value: isNothingWaiting ? t('metrics.noneWaiting') : formatMetricValue(metric.value, metric.unit, locale),
    status: t(`metrics.status.${metric.status}`),
    trend: t(`metrics.trend.${metric.trend}`),
  };
}

/** The functions above, bound to the reader's language. */
export function useMetricText() {
  const { t, i18n } = useTranslation('admin');
  return {
    name: (key: string) => metricName(t, key),
    describe: (metric: HealthMetric) => describeMetric(t, metric, i18n.language),
  };
}
