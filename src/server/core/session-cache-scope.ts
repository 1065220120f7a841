import { AsyncLocalStorage } from 'node:async_hooks';

/** What a change needs from the session cache of the instance making it. */
export type LocalSessionCache = { forgetHere(userId: string, notice: string): void };

/** The cache of the app serving the current request (plugins/session.ts enters it). */
const scope = new AsyncLocalStorage<LocalSessionCache>();
/** Every cache in this process, for changes made outside a request (jobs, scripts, tests). */
const all = new Set<LocalSessionCache>();

export function registerSessionCache(cache: LocalSessionCache): () => void {
  all.add(cache);
  return () => all.delete(cache);
}

/** Runs the rest of a request with its app's cache as the one a change reaches at once. */
export function runWithSessionCache(cache: LocalSessionCache, next: () => void): void {
  scope.run(cache, next);
}

/**
 * A change to this person's access or details is being written (revokeLiveAccess,
 * announceSessionChange). The NOTIFY reaches every instance at commit, but this instance answers
 * the request right after its own commit, possibly before its listener has the notice: so its
 * cache forgets the person now, and does not cache them again until that notice has come back
 * through its own listener (or, if the change was rolled back, for 5 seconds) (D122). Inside a
 * request only that app's cache is told: another app in the same process (a test's second
 * instance) must learn it through the database like a real second server.
 */
export function forgetCachedSessionsHere(userId: string, notice: string): void {
  const current = scope.getStore();
  if (current) {
    current.forgetHere(userId, notice);
    return;
  }
  for (const cache of all) cache.forgetHere(userId, notice);
}
