/**
 * A value computed on demand and reused for `ttlMs`. Concurrent callers that find no fresh value
 * share one computation (single flight), so a burst of requests after expiry costs one query,
 * not one per request. A failed computation is not kept: the next caller tries again.
 * The age is counted from when the computation started, so no answer is older than `ttlMs`
 * plus the time one computation takes. With `ttlMs` 0 every call computes afresh (callers that
 * arrive while one is running still share it).
 */
export function cachedValue<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = Date.now) {
  let fresh: { startedAt: number; value: T } | undefined;
  let running: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (fresh && now() - fresh.startedAt < ttlMs) return Promise.resolve(fresh.value);
      if (!running) {
        const startedAt = now();
        running = compute()
          .then((value) => {
            fresh = { startedAt, value };
            return value;
          })
          .finally(() => {
            running = undefined;
          });
      }
      return running;
    },
  };
}
