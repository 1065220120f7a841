import { describe, expect, it } from 'vitest';
import { RequestCounter, WINDOW_MS } from './request-metrics';

const T0 = 1_800_000_000_000;

describe('RequestCounter (error rate, D4)', () => {
  it('is 0% when nothing was asked', () => {
    expect(new RequestCounter().errorRate(T0)).toEqual({ percent: 0, requests: 0 });
  });

  it('counts 5xx answers only, as a share of all answers', () => {
    const counter = new RequestCounter();
    for (const status of [200, 201, 204, 301, 400, 401, 403, 404, 409, 429]) counter.record(status, T0);
    counter.record(500, T0 + 1000);
    counter.record(503, T0 + 2000);
    expect(counter.totals(T0 + 3000)).toEqual({ requests: 12, errors: 2 });
    expect(counter.errorRate(T0 + 3000).percent).toBeCloseTo((2 / 12) * 100, 10);
  });

  it('forgets what is older than five minutes, and reuses its buckets after a quiet spell', () => {
    const counter = new RequestCounter();
    counter.record(500, T0);
    counter.record(200, T0 + 60_000);
    expect(counter.totals(T0 + 61_000)).toEqual({ requests: 2, errors: 1 });
    // The error leaves the window; the later success is still inside it.
    expect(counter.totals(T0 + WINDOW_MS + 10_000)).toEqual({ requests: 1, errors: 0 });
    // Long after, the same ring slots count afresh instead of adding to old numbers.
    const later = T0 + 10 * WINDOW_MS;
    counter.record(200, later);
    counter.record(502, later);
    expect(counter.errorRate(later)).toEqual({ percent: 50, requests: 2 });
  });
});
