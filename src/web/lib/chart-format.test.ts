import { describe, expect, it } from 'vitest';
import { formatDays, formatMonth, formatRate, formatRating, sumMoney } from './chart-format';

describe('analytics formats', () => {
  it('keeps the one decimal the API computed', () => {
    expect(formatRate(33.3, 'en')).toBe('33.3%');
    expect(formatRate(50, 'en')).toBe('50%');
    expect(formatRate(33.3, 'de')).toBe('33,3\u00a0%');
  });
  it('words days and months through Intl', () => {
    expect(formatDays(1, 'en')).toBe('1 day');
    expect(formatDays(30.5, 'en')).toBe('30.5 days');
    expect(formatMonth('2026-01', 'en', 'long')).toBe('January 2026');
  });
  it('shows a rating with exactly one decimal', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.25, 'de')).toBe('4,3');
  });
  it('adds money through whole cents, without float drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1234.56, -0.56])).toBe(1234);
  });
});
