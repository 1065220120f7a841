import { describe, expect, it } from 'vitest';
import { cachedValue } from './cached-value';

/** A computation the test finishes by hand, counting how often it was started. */
function manualComputation() {
  let calls = 0;
  const finishers: ((value: number) => void)[] = [];
  const compute = () => {
    calls++;
    return new Promise<number>((resolve) => finishers.push(resolve));
  };
  return { compute, calls: () => calls, finish: (value: number) => finishers.shift()!(value) };
}

describe('cachedValue', () => {
  it('starts one computation for simultaneous callers and reuses it until the time is up', async () => {
    let clock = 1_000;
    const work = manualComputation();
    const cache = cachedValue(60_000, work.compute, () => clock);
    const waiting = [cache.get(), cache.get(), cache.get()];
    expect(work.calls()).toBe(1);
    work.finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);

    clock += 59_999;
    expect(await cache.get()).toBe(7);
    expect(work.calls()).toBe(1);

    clock += 1;
    const refreshed = cache.get();
    expect(work.calls()).toBe(2);
    work.finish(8);
    expect(await refreshed).toBe(8);
  });

  it('computes on every call with a time of 0, and keeps no failure', async () => {
    let calls = 0;
    const cache = cachedValue(0, async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    await expect(cache.get()).rejects.toThrow('database away');
    expect(await cache.get()).toBe(2);
    expect(await cache.get()).toBe(3);
  });
});
