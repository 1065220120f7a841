import { LIVE_EVENT_TYPES, type LiveEventType, type LiveList } from '@shared/contracts/live-events';
import { useEffect, useRef } from 'react';

/** The names this subscriber listens for: the contract's own list (the server publishes the same). */
export { LIVE_EVENT_TYPES, LIVE_LISTS } from '@shared/contracts/live-events';

/** What GET /api/events sends: which list changed (and for which case), never personal data. */
export type LiveEvent = {
  type: LiveEventType;
  list?: LiveList;
  caseId?: string;
  /** On 'ready': true when this is a reconnection, after which events may have been missed. */
  reconnected?: boolean;
};
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | undefined;

/**
 * One EventSource per tab, shared by every screen that listens, opened with the first listener
 * and closed with the last. EventSource reconnects by itself; on reconnect the server sends
 * 'ready' again, and screens refetch, since events may have been missed meanwhile (the first
 * 'ready' refetches nothing: the screen has just loaded).
 */
function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events', { withCredentials: true });
  let readyCount = 0;
  for (const type of LIVE_EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      let data: Partial<LiveEvent> = {};
      try {
        data = JSON.parse((message as MessageEvent<string>).data || '{}') as Partial<LiveEvent>;
      } catch {
        // A heartbeat or malformed frame carries nothing to act on.
      }
      const reconnected = type === 'ready' ? readyCount++ > 0 : undefined;
      for (const listener of listeners) listener({ ...data, type, reconnected });
    });
  }
}

function close() {
  source?.close();
  source = undefined;
}

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

/** Calls `listener` for every live event while the component is mounted (latest closure). */
export function useLiveEvent(listener: Listener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
}

/** True when a list-changed event (or a resync/reconnect) means `list` of `caseId` may be stale. */
export function affects(event: LiveEvent, list: LiveList, caseId?: string): boolean {
  if (event.type === 'resync' || (event.type === 'ready' && event.reconnected)) return true;
  if (event.type !== 'list-changed' || event.list !== list) return false;
  return caseId === undefined || event.caseId === undefined || event.caseId === caseId;
}
