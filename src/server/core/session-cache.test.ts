import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { SessionCache, type SessionFacts } from './session-cache';

/** The cache's own rules (D24, D122), on its own clock; the API behaviour is in plugins/session-cache.test.ts. */
const IDLE = 60 * 60_000;
const TOUCH = 60_000;

function setUp(options: { maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = new SessionCache({ idleMs: IDLE, touchIntervalMs: TOUCH, now: () => now, ...options });
  cache.start();
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

function facts(now: number, id = 'u1', over: Partial<SessionFacts> = {}): SessionFacts {
  const actor = { id, sessionId: `s-${id}`, role: 'client', firstName: 'Ann' } as Actor;
  return { actor, expiresAt: now + 12 * 3_600_000, lastSeenAt: now, ...over };
}

describe('SessionCache', () => {
  it('answers a copy of what was put, and nothing after 5 seconds', () => {
    const { cache, advance, now } = setUp();
    cache.put(cache.ticket(), 'h1', facts(now()));
    const first = cache.get('h1')!;
    first.firstName = 'Changed by a caller';
    expect(cache.get('h1')?.firstName).toBe('Ann');
    advance(4_999);
    expect(cache.get('h1')).toBeDefined();
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it("never outlives the session's expiry, its idle limit or the next lastSeenAt write", () => {
    const { cache, advance, now } = setUp();
    cache.put(cache.ticket(), 'expiring', facts(now(), 'a', { expiresAt: now() + 2_000 }));
    cache.put(cache.ticket(), 'idle', facts(now(), 'b', { lastSeenAt: now() - IDLE + 1_000 }));
    cache.put(cache.ticket(), 'touch', facts(now(), 'c', { lastSeenAt: now() - TOUCH + 3_000 }));
    cache.put(cache.ticket(), 'gone', facts(now(), 'd', { expiresAt: now() }));
    expect(cache.get('gone')).toBeUndefined();
    advance(1_000);
    expect(cache.get('idle')).toBeUndefined();
    expect(cache.get('expiring')).toBeDefined();
    advance(1_000);
    expect(cache.get('expiring')).toBeUndefined();
    expect(cache.get('touch')).toBeDefined();
    advance(1_000);
    expect(cache.get('touch')).toBeUndefined();
  });

  it("drops every session of the person a bus message names, and no one else's", () => {
    const { cache, now } = setUp();
    cache.put(cache.ticket(), 'phone', facts(now(), 'u1'));
    cache.put(cache.ticket(), 'laptop', facts(now(), 'u1'));
    cache.put(cache.ticket(), 'other', facts(now(), 'u2'));
    // A password change keeps the device that made it signed in, but its cached actor is stale too.
    cache.onMessage({ type: 'access-revoked', userId: 'u1', exceptSessionId: 's-u1' });
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
    cache.onMessage({ type: 'session-changed', userId: 'u2' });
    expect(cache.get('other')).toBeUndefined();
    cache.put(cache.ticket(), 'other', facts(now(), 'u2'));
    cache.onMessage({ type: 'list-changed', list: 'users', audience: { roles: ['admin'] } });
    expect(cache.get('other')).toBeDefined();
  });

  it('refuses a read that a drop overlapped (it may hold the state from before the change)', () => {
    const { cache, now } = setUp();
    const ticket = cache.ticket();
    cache.onMessage({ type: 'access-revoked', userId: 'u1' });
    cache.put(ticket, 'h1', facts(now()));
    expect(cache.get('h1')).toBeUndefined();
  });

  it("after this instance's own change, reads that person from the database until its notice is back", () => {
    const { cache, now } = setUp();
    cache.put(cache.ticket(), 'h1', facts(now()));
    cache.forgetHere('u1', 'n1');
    cache.forgetHere('u1', 'n2');
    expect(cache.get('h1')).toBeUndefined();
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.get('h1')).toBeUndefined();
    cache.onMessage({ type: 'session-changed', userId: 'u1', notice: 'n1' });
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.get('h1'), 'one change is still on its way').toBeUndefined();
    cache.onMessage({ type: 'access-revoked', userId: 'u1', notice: 'n2' });
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.get('h1')).toBeDefined();
  });

  it('after a change of its own that never comes back (rolled back), caches the person again after 5 seconds', () => {
    const { cache, advance, now } = setUp();
    cache.forgetHere('u1', 'lost');
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.get('h1')).toBeUndefined();
    advance(5_000);
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.get('h1')).toBeDefined();
  });

  it('keeps nothing while not listening, and forgets everything when the listener is lost', () => {
    const { cache, now } = setUp();
    cache.put(cache.ticket(), 'h1', facts(now()));
    cache.onLost();
    expect(cache.get('h1')).toBeUndefined();
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.size).toBe(0);
    cache.onReconnect();
    cache.put(cache.ticket(), 'h1', facts(now()));
    expect(cache.get('h1')).toBeDefined();
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const { cache, now } = setUp({ maxEntries: 2 });
    cache.put(cache.ticket(), 'a', facts(now(), 'a'));
    cache.put(cache.ticket(), 'b', facts(now(), 'b'));
    cache.get('a');
    cache.put(cache.ticket(), 'c', facts(now(), 'c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.holds('b')).toBe(false);
  });
});
