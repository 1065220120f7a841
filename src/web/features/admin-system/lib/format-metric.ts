import type { HealthMetric } from '@shared/contracts/admin';
import { formatMinutes } from '@web/lib/intl';

/** A health figure in the reader's language and its own unit: "2.4 ms", "3 days", "12.5 %". */
export function formatMetric(metric: Pick<HealthMetric, 'value' | 'unit'>, locale: string): string {
  const { value, unit } = metric;
  if (unit === 's') return formatMinutes(value / 60, locale);
  if (unit === '%') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  }
  if (unit === 'ms') {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  }
  if (unit === 'MB') {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
