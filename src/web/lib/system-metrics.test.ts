import { HEALTH_METRIC_KEYS, type HealthMetric } from '@shared/contracts/system';
import { LANGUAGES } from '@shared/domain/languages';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../tests/support/texts';
import { describeMetric, formatMetricValue, formatSeconds, metricName } from './system-metrics';

const { tFor } = await textsOf('admin');
const en = tFor('en');
const metric = (over: Partial<HealthMetric>): HealthMetric => ({
  key: 'load',
  name: 'Load',
  status: 'healthy',
  value: 12.5,
  unit: '%',
  trend: 'flat',
  ...over,
});

describe('health measurements in words (D4)', () => {
  it('reads durations as the two largest units', () => {
    expect(formatSeconds(0, 'en')).toBe('0 seconds');
    expect(formatSeconds(45, 'en')).toBe('45 seconds');
    expect(formatSeconds(45 * 60, 'en')).toBe('45 minutes');
    expect(formatSeconds(3_725, 'en')).toBe('1 hour, 2 minutes');
    expect(formatSeconds(2 * 86_400 + 3 * 3_600 + 59, 'en')).toBe('2 days, 3 hours');
    expect(formatSeconds(86_400 + 30, 'en')).toBe('1 day');
    expect(formatSeconds(3 * 3_600, 'de')).toBe('3 Stunden');
  });

  it('formats each unit the server sends, and keeps an unknown unit word', () => {
    expect(formatMetricValue(3.456, 'ms', 'en')).toBe('3.5 ms');
    expect(formatMetricValue(212.4, 'MB', 'en')).toBe('212 MB');
    expect(formatMetricValue(12.5, '%', 'en')).toBe('12.5%');
    expect(formatMetricValue(0, '%', 'en')).toBe('0%');
    expect(formatMetricValue(12.5, '%', 'de')).toMatch(/^12,5\s%$/);
    expect(formatMetricValue(1234, 'emails', 'en')).toBe('1,234');
    expect(formatMetricValue(90, 's', 'en')).toBe('1 minute, 30 seconds');
    expect(formatMetricValue(7, 'req/s', 'en')).toBe('7 req/s');
  });

  it('names, rates and trends a measurement in the reader’s language', () => {
    expect(describeMetric(en, metric({ status: 'warning', trend: 'up' }), 'en')).toEqual({
      name: 'Processor load',
      value: '12.5%',
      status: 'Warning',
      trend: 'Rising',
    });
    expect(describeMetric(tFor('de'), metric({ key: 'uptime', unit: 's', value: 7_200 }), 'de')).toEqual({
      name: 'Laufzeit',
      value: '2 Stunden',
      status: 'In Ordnung',
      trend: 'Gleichbleibend',
    });
  });

  it('says an empty outbox has nothing waiting, and keeps the server’s name of a metric it does not know', () => {
    expect(describeMetric(en, metric({ key: 'outbox_oldest_age', unit: 's', value: 0 }), 'en').value).toBe(
      'None waiting',
    );
    expect(describeMetric(en, metric({ key: 'outbox_oldest_age', unit: 's', value: 90 }), 'en').value).toBe(
      '1 minute, 30 seconds',
    );
    expect(describeMetric(en, metric({ key: 'queue_depth', name: 'Queue depth' }), 'en').name).toBe(
      'Queue depth',
    );
  });

  it('has every known metric, status and trend in all six languages', () => {
    for (const language of LANGUAGES) {
      const t = tFor(language);
      for (const key of HEALTH_METRIC_KEYS) {
        expect(metricName(t, key), `${language} ${key}`).not.toMatch(/^metrics\./);
      }
      for (const status of ['healthy', 'warning', 'critical'] as const) {
        for (const trend of ['up', 'down', 'flat'] as const) {
          const text = describeMetric(t, metric({ status, trend }), language);
          expect(`${text.status} ${text.trend}`, language).not.toMatch(/metrics\./);
        }
      }
    }
  });
});
