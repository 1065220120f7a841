import { describe, expect, it } from 'vitest';
import { formatMetricValue, formatSeconds } from './format-metric';

describe('health metric values in words (issue 7 item 2)', () => {
  it('reads durations as the two largest units', () => {
    expect(formatSeconds(0, 'en')).toBe('0 seconds');
    expect(formatSeconds(45, 'en')).toBe('45 seconds');
    expect(formatSeconds(3_725, 'en')).toBe('1 hour, 2 minutes');
    expect(formatSeconds(2 * 86_400 + 3 * 3_600 + 59, 'en')).toBe('2 days, 3 hours');
    expect(formatSeconds(86_400 + 30, 'en')).toBe('1 day');
    expect(formatSeconds(3 * 3_600, 'de')).toBe('3 Stunden');
  });

  it('formats each unit the server sends, and keeps an unknown unit word', () => {
    expect(formatMetricValue(3.456, 'ms', 'en')).toBe('3.5 ms');
    expect(formatMetricValue(212.4, 'MB', 'en')).toBe('212 MB');
    expect(formatMetricValue(12.5, '%', 'en')).toBe('12.5%');
    expect(formatMetricValue(12.5, '%', 'de')).toMatch(/^12,5\s%$/);
    expect(formatMetricValue(1234, 'emails', 'en')).toBe('1,234');
    expect(formatMetricValue(90, 's', 'en')).toBe('1 minute, 30 seconds');
    expect(formatMetricValue(7, 'req/s', 'en')).toBe('7 req/s');
  });
});
