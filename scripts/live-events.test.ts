// Issue 16 item 3: the live events' names are one typed list (src/shared/contracts/live-events.ts)
// that the server's publisher and the web's subscriber both take. Here, not in src/web or
// src/server, because it looks at both sides (neither may import the other).
import { describe, expect, it } from 'vitest';
import type { LiveEvent as PublishedEvent } from '../src/server/core/bus';
import * as bus from '../src/server/core/bus';
import * as contract from '../src/shared/contracts/live-events';
import * as web from '../src/web/lib/live-events';
import { affects, type LiveEvent } from '../src/web/lib/live-events';

describe('live event names', () => {
  it('are the very same lists on the server and in the web app', () => {
    expect(bus.LIVE_EVENT_TYPES).toBe(contract.LIVE_EVENT_TYPES);
    expect(web.LIVE_EVENT_TYPES).toBe(contract.LIVE_EVENT_TYPES);
    expect(bus.LIVE_LISTS).toBe(contract.LIVE_LISTS);
    expect(web.LIVE_LISTS).toBe(contract.LIVE_LISTS);
    expect(contract.PUBLISHED_EVENT_TYPES.every((type) => contract.LIVE_EVENT_TYPES.includes(type))).toBe(
      true,
    );
  });

  it('refuse an unknown name at compile time, on both sides', () => {
    const changed: LiveEvent = { type: 'list-changed', list: 'cases' };
    expect(affects(changed, 'cases')).toBe(true);
    // @ts-expect-error 'case' is not a list name (the list is 'cases').
    expect(affects(changed, 'case')).toBe(false);
    // @ts-expect-error 'list-change' is not an event type.
    const misspelt: LiveEvent = { type: 'list-change' };
    expect(misspelt.type).toBe('list-change');

    const published: PublishedEvent = { type: 'list-changed', list: 'leads', audience: { roles: ['admin'] } };
    expect(published.list).toBe('leads');
    // @ts-expect-error the server publishes no 'lead' list.
    const unknown: PublishedEvent = { type: 'list-changed', list: 'lead', audience: {} };
    expect(unknown.list).toBe('lead');
    // @ts-expect-error 'ready' is the stream's own event, never published on the bus.
    const ready: PublishedEvent = { type: 'ready', audience: {} };
    expect(ready.type).toBe('ready');
  });
});
