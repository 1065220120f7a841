import { describe, expect, it } from 'vitest';
import { formatAgo } from './format-ago';

describe('when an activity happened (D4)', () => {
  it('says when, relative to now', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(formatAgo('2026-05-01T11:59:50Z', 'en', now)).toBe('now');
    expect(formatAgo('2026-05-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatAgo('2026-05-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatAgo('2026-04-30T12:00:00Z', 'en', now)).toBe('yesterday');
  });
});
