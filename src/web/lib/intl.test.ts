import { describe, expect, it } from 'vitest';
import { countryName, formatDurationRange, formatMinutes, formatMoneyCompact } from './intl';

describe('formatting in the reader language', () => {
  it('words estimates with the language unit words and range style', () => {
    expect(formatDurationRange(1, 3, 'days', 'en')).toBe('1–3 days');
    expect(formatDurationRange(0, 2, 'hours', 'en')).toBe('2 hours');
    expect(formatDurationRange(2, 8, 'weeks', 'de')).toBe('2–8 Wochen');
    expect(formatDurationRange(4, 4, 'weeks', 'fr')).toMatch(/^4\ssemaines$/);
  });

  it('picks a readable unit for a response time', () => {
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
    expect(formatMinutes(150, 'en')).toBe('2.5 hours');
    expect(formatMinutes(150, 'de')).toBe('2,5 Stunden');
    expect(formatMinutes(4 * 24 * 60, 'nl')).toBe('4 dagen');
  });

  it('rounds large money figures with the currency', () => {
    expect(formatMoneyCompact(245_000_000, 'USD', 'en')).toBe('$2.5M');
    expect(formatMoneyCompact(245_000_000, 'EUR', 'de')).toMatch(/^2,5\sMio\.\s€$/);
  });

  it('names countries in the reader language, UK as the United Kingdom', () => {
    expect(countryName('UK', 'en')).toBe('United Kingdom');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('NL', 'nl')).toBe('Nederland');
  });
});
