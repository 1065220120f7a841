import { describe, expect, it } from 'vitest';
import { FiguresCache } from './figures-cache';

/** D128's rules for reuse, on the cache alone (the API test checks them through the app). */
function cacheAt(start = Date.UTC(2026, 10, 26, 12)) {
  let clock = start;
  const cache = new FiguresCache(5_000, () => clock);
  cache.start();
  let computed = 0;
  const compute = async () => ++computed;
  return { cache, compute, computations: () => computed, advance: (ms: number) => (clock += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('FiguresCache (D128)', () => {
  it('reuses figures for at most the configured time', async () => {
    const { cache, compute, advance } = cacheAt();
    expect(await cache.get('k', compute)).toBe(1);
    advance(4_999);
    expect(await cache.get('k', compute)).toBe(1);
    advance(1);
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('computes anew on a new UTC day, whatever the age', async () => {
    const { cache, compute, advance } = cacheAt(Date.UTC(2026, 10, 26, 23, 59, 59));
    expect(await cache.get('k', compute)).toBe(1);
    advance(1_000);
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('forgets everything when the figures change, and keeps keys apart', async () => {
    const { cache, compute } = cacheAt();
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    cache.onMessage({ type: 'figures-changed' });
    expect(await cache.get('a', compute)).toBe(3);
    expect(await cache.get('b', compute)).toBe(4);
    // Other messages on the channel are not about figures.
    cache.onMessage({ type: 'session-changed', userId: 'u' });
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('never keeps figures whose computation began before a change', async () => {
    const { cache } = cacheAt();
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve('from before the change');
    expect(await before).toBe('from before the change'); // that request still gets its answer
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });

  it('shares one computation between requests that arrive while it runs', async () => {
    const { cache } = cacheAt();
    const slow = deferred<number>();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return slow.promise;
    };
    const both = Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    slow.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('keeps nothing after a failed computation', async () => {
    const { cache, compute } = cacheAt();
    await expect(cache.get('k', async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.get('k', compute)).toBe(1);
  });

  it('reuses nothing while the listener is down, or when switched off', async () => {
    const { cache, compute } = cacheAt();
    cache.onLost();
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(2);
    cache.onReconnect();
    expect(await cache.get('k', compute)).toBe(3);
    expect(await cache.get('k', compute)).toBe(3);
    const off = new FiguresCache(0);
    off.start();
    let n = 0;
    expect(await off.get('k', async () => ++n)).toBe(1);
    expect(await off.get('k', async () => ++n)).toBe(2);
  });
});
