import { describe, expect, it } from 'vitest';
import { formatWhen } from './relative-time';

describe('when something happened, for notifications and recent activity', () => {
  it('says how long ago, then the date', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    expect(formatWhen('2026-03-01T11:59:50.000Z', 'en', now)).toBe('now');
    expect(formatWhen('2026-03-01T11:57:00.000Z', 'en', now)).toBe('3 minutes ago');
    expect(formatWhen('2026-03-01T09:00:00.000Z', 'de', now)).toBe('vor 3 Stunden');
    expect(formatWhen('2026-02-28T12:00:00.000Z', 'en', now)).toBe('yesterday');
    expect(formatWhen('2026-02-01T12:00:00.000Z', 'en', now)).toBe('February 1, 2026');
  });

  it('never says "in 3 seconds" when the browser clock runs ahead', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    expect(formatWhen('2026-03-01T12:00:03.000Z', 'en', now)).toBe('now');
  });
});
