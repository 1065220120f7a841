import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionKey, formatAgo, KNOWN_ACTIONS } from './activity-text';

const en = JSON.parse(
  readFileSync(new URL('../../../locales/en/adminOverview.json', import.meta.url), 'utf8'),
) as { activity: { actions: Record<string, string> } };

describe('recent platform activity in words (D4)', () => {
  it('has a sentence for every known audit action, and none for an unknown one', () => {
    for (const action of KNOWN_ACTIONS) {
      const key = actionKey(action);
      expect(key, action).not.toBeNull();
      expect(en.activity.actions[key!], action).toEqual(expect.any(String));
    }
    expect(actionKey('something.new')).toBeNull();
  });

  it('says when, relative to now', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(formatAgo('2026-05-01T11:59:50Z', 'en', now)).toBe('now');
    expect(formatAgo('2026-05-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatAgo('2026-05-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatAgo('2026-04-30T12:00:00Z', 'en', now)).toBe('yesterday');
  });
});
