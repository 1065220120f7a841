import { describe, expect, it } from 'vitest';
import { createResourceStore } from './resource-store';

/** A fetch whose answers the test hands out one by one, counting the requests. */
function controlledFetch() {
  const calls: { url: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const fetchJson = (url: string) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ url, resolve, reject });
    });
  return { calls, fetchJson };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the public pages’ read cache (D110)', () => {
  it('asks once for simultaneous readers and tells every subscriber the answer', async () => {
    const { calls, fetchJson } = controlledFetch();
    const store = createResourceStore(fetchJson);
    let told = 0;
    store.subscribe('/a', () => told++);
    store.subscribe('/a', () => told++);
    store.ensure('/a', 1000);
    store.ensure('/a', 1000);
    expect(calls).toHaveLength(1);
    expect(store.read('/a').isPending).toBe(true);

    calls[0]?.resolve({ n: 1 });
    await settle();
    expect(store.read('/a')).toMatchObject({ status: 'success', data: { n: 1 } });
    expect(told).toBe(2);
  });

  it('keeps a fresh answer and asks again once it is stale', async () => {
    const { calls, fetchJson } = controlledFetch();
    let now = 0;
    const store = createResourceStore(fetchJson, () => now);
    store.ensure('/a', 1000);
    calls[0]?.resolve(1);
    await settle();

    now = 999;
    store.ensure('/a', 1000);
    expect(calls).toHaveLength(1);
    now = 1000;
    store.ensure('/a', 1000);
    expect(calls).toHaveLength(2);
    // The kept answer stays on screen while the new one is on its way.
    expect(store.read('/a')).toMatchObject({ status: 'success', data: 1 });
  });

  it('shows a first failure, does not retry by itself, and keeps an earlier answer over a failed refresh', async () => {
    const { calls, fetchJson } = controlledFetch();
    let now = 0;
    const store = createResourceStore(fetchJson, () => now);
    store.ensure('/b', 1000);
    calls[0]?.reject(new Error('down'));
    await settle();
    expect(store.read('/b')).toMatchObject({ status: 'error', isError: true });
    expect(calls).toHaveLength(1);

    store.ensure('/b', 1000);
    calls[1]?.resolve('ok');
    await settle();
    now = 5000;
    store.ensure('/b', 1000);
    calls[2]?.reject(new Error('down again'));
    await settle();
    expect(store.read('/b')).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('keeps each address apart and stops telling a reader who left', async () => {
    const { calls, fetchJson } = controlledFetch();
    const store = createResourceStore(fetchJson);
    let told = 0;
    const leave = store.subscribe('/a', () => told++);
    store.ensure('/a', 1000);
    store.ensure('/c', 1000);
    expect(calls.map((c) => c.url)).toEqual(['/a', '/c']);
    leave();
    calls[0]?.resolve(1);
    await settle();
    expect(told).toBe(0);
    expect(store.read('/c').isPending).toBe(true);
  });
});
