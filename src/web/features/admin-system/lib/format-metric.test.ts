import { describe, expect, it } from 'vitest';
import { formatMetric } from './format-metric';

describe('formatMetric', () => {
  it('shows each health figure in its own unit and the reader’s language', () => {
    expect(formatMetric({ value: 2.345, unit: 'ms' }, 'en')).toBe('2.3 ms');
    expect(formatMetric({ value: 12.5, unit: '%' }, 'en')).toBe('12.5%');
    expect(formatMetric({ value: 12.5, unit: '%' }, 'de')).toMatch(/^12,5\s%$/);
    expect(formatMetric({ value: 45 * 60, unit: 's' }, 'en')).toBe('45 minutes');
    expect(formatMetric({ value: 3 * 86_400, unit: 's' }, 'en')).toBe('3 days');
    expect(formatMetric({ value: 0, unit: '%' }, 'en')).toBe('0%');
  });
});
