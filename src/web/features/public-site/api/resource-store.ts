/**
 * A small cache for the public pages' four reads (D110): TanStack Query would be a
 * tenth of the landing page's first-load JavaScript for four GET requests. It keeps what one
 * component fetched for the others (the footer, the process and the legal pages share the firm's
 * profile), asks once for simultaneous readers, and asks again when a reader mounts after the
 * answer has gone stale. Nothing is retried: a failure is shown, as everywhere in the app.
 */
export type ResourceState<T> =
  | { status: 'pending'; data: undefined; isPending: true; isError: false }
  | { status: 'success'; data: T; isPending: false; isError: false }
  | { status: 'error'; data: undefined; isPending: false; isError: true };

type Entry = {
  state: ResourceState<unknown>;
  fetchedAt: number;
  inFlight: boolean;
  listeners: Set<() => void>;
};

const PENDING: ResourceState<never> = { status: 'pending', data: undefined, isPending: true, isError: false };
const FAILED: ResourceState<never> = { status: 'error', data: undefined, isPending: false, isError: true };

export type ResourceStore = ReturnType<typeof createResourceStore>;

export function createResourceStore(fetchJson: (url: string) => Promise<unknown>, now = () => Date.now()) {
  const entries = new Map<string, Entry>();

  function entryOf(url: string): Entry {
    let entry = entries.get(url);
    if (!entry) {
      entry = { state: PENDING, fetchedAt: 0, inFlight: false, listeners: new Set() };
      entries.set(url, entry);
    }
    return entry;
  }

  function settle(entry: Entry, state: ResourceState<unknown>) {
    entry.state = state;
    entry.inFlight = false;
    for (const listener of entry.listeners) listener();
  }

  return {
    /** Starts a request unless one is running or a fresh answer is kept. */
    ensure(url: string, staleMs: number): void {
      const entry = entryOf(url);
      const fresh = entry.state.status === 'success' && now() - entry.fetchedAt < staleMs;
      if (entry.inFlight || fresh) return;
      entry.inFlight = true;
      fetchJson(url).then(
        (data) => {
          entry.fetchedAt = now();
          settle(entry, { status: 'success', data, isPending: false, isError: false });
        },
        // A kept answer stays on screen when a refresh fails; only a first failure shows.
        () => settle(entry, entry.state.status === 'success' ? entry.state : FAILED),
      );
    },
    read: <T>(url: string) => entryOf(url).state as ResourceState<T>,
    subscribe(url: string, listener: () => void): () => void {
      const entry = entryOf(url);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
  };
}
