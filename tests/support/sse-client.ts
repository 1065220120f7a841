import http from 'node:http';

export type Received = { event: string; data: unknown } | { comment: string };

/**
 * A real EventSource-like reader for tests: opens GET /api/events on a listening server and
 * parses what arrives, recording when the stream ended (performance.now()).
 */
export function openStream(port: number, cookie: string, host = '127.0.0.1') {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let endedAt: number | undefined;
  let buffer = '';
  let request!: http.ClientRequest;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(
      { host, port, path: '/api/events', headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            if (lines.every((l) => l.startsWith(':'))) received.push({ comment: block.slice(1).trim() });
            else {
              const field = (name: string) =>
                lines
                  .find((l) => l.startsWith(`${name}:`))
                  ?.slice(name.length + 1)
                  .trim();
              received.push({
                event: field('event') ?? 'message',
                data: JSON.parse(field('data') ?? 'null'),
              });
            }
            end = buffer.indexOf('\n\n');
          }
          wake();
        });
        res.on('close', () => {
          endedAt ??= performance.now();
          wake();
        });
        resolve(res);
      },
    );
    request.on('error', reject);
  });
  /** Resolves with everything received up to and including the first item matching `match`. */
  async function until(match: (r: Received) => boolean): Promise<Received[]> {
    for (;;) {
      const index = received.findIndex(match);
      if (index >= 0) return received.slice(0, index + 1);
      if (endedAt !== undefined) {
        throw new Error(`stream ended before the expected event; got ${JSON.stringify(received)}`);
      }
      await new Promise<void>((w) => waiters.push(w));
    }
  }
  /** Resolves with the time the stream ended, or null if it is still open after `timeoutMs`. */
  async function ended(timeoutMs = 60_000): Promise<number | null> {
    const stop = performance.now() + timeoutMs;
    // A timer per wait: one timer for the whole deadline can fire a little before
    // performance.now() reaches it (the event loop's cached clock lags on a busy machine), and the
    // loop then waited for a wake that never came.
    for (let left = timeoutMs; endedAt === undefined && left > 0; left = stop - performance.now()) {
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, Math.ceil(left) + 1);
        waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
    return endedAt ?? null;
  }
  return {
    response,
    received,
    until,
    ended,
    /** The named events (not heartbeats) received so far. */
    events: () => received.filter((r): r is { event: string; data: unknown } => 'event' in r),
    close: () => request.destroy(),
  };
}

export type EventStream = ReturnType<typeof openStream>;

export const isEvent = (name: string, data?: Record<string, unknown>) => (r: Received) =>
  'event' in r && r.event === name && (data === undefined || JSON.stringify(r.data) === JSON.stringify(data));
