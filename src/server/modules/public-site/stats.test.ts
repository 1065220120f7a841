import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/support/test-app';
import { cases } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { publicKit } from './public-site.test-support';

type Kit = Awaited<ReturnType<typeof publicKit>>;
const rate = (t: TestApp, caseId: string, rating: number) =>
  t.db.update(cases).set({ clientRating: rating, ratedAt: new Date() }).where(eq(cases.id, caseId));

describe('GET /api/public/stats: each figure hidden below its threshold, shown at it (D5)', () => {
  let t: TestApp;
  let kit: Kit;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_STATS_CACHE_SECONDS: '0' });
    kit = await publicKit(t);
    await kit.setSettings({ publicStatsMinCases: 3, publicStatsMinRatings: 3 });
  });
  afterAll(() => t.close());

  it('shows nothing on an empty firm', async () => {
    expect(await kit.stats()).toEqual({
      casesHandled: null,
      recovered: [],
      countriesServed: null,
      averageRating: null,
      medianFirstResponseMinutes: null,
      computedAt: expect.any(String),
    });
  });

  it('counts handled cases and their countries once enough are handled', async () => {
    await kit.clientCase({ country: 'DE' }, { phase: 'investigation' });
    await kit.clientCase({ country: 'NL' }, { phase: 'completed' });
    await kit.clientCase({ country: 'FR' }, { phase: 'new' }); // still in free analysis: not handled
    expect(await kit.stats()).toMatchObject({ casesHandled: null, countriesServed: null });

    // 'other' is an intake option, not a country; UK and GB are one country.
    await kit.clientCase({ country: 'other' }, { phase: 'legal' });
    expect(await kit.stats()).toMatchObject({ casesHandled: 3, countriesServed: 2 });
    await kit.clientCase({ country: 'UK' }, { phase: 'closed' });
    await kit.clientCase({ country: 'GB' }, { phase: 'recovery' });
    expect(await kit.stats()).toMatchObject({ casesHandled: 5, countriesServed: 3 });
  });

  it('shows the gross recovered per currency only with enough cases that received money', async () => {
    const usd = [];
    for (let i = 0; i < 3; i++) usd.push((await kit.clientCase({}, { phase: 'recovery' })).theCase.id);
    const eur = (await kit.clientCase({}, { phase: 'recovery', currency: 'EUR' })).theCase.id;
    await kit.recover(usd[0]!, 1_000);
    await kit.recover(usd[0]!, 500); // two recoveries on one case are still one case
    await kit.recover(usd[1]!, 200);
    await kit.recover(eur, 5_000);
    expect((await kit.stats()).recovered).toEqual([]);

    await kit.recover(usd[2]!, 300);
    // Gross, before the 20% fee: 2,000.00 received for clients.
    expect((await kit.stats()).recovered).toEqual([{ currency: 'USD', amountCents: 200_000 }]);
  });

  it('averages client ratings to one decimal once enough exist', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await kit.clientCase({}, { phase: 'completed' })).theCase.id);
    await rate(t, ids[0]!, 5);
    await rate(t, ids[1]!, 4);
    expect((await kit.stats()).averageRating).toBeNull();
    await rate(t, ids[2]!, 4);
    expect((await kit.stats()).averageRating).toEqual({ value: 4.3, count: 3 });
    await rate(t, ids[3]!, 2);
    expect((await kit.stats()).averageRating).toEqual({ value: 3.8, count: 4 });
  });

  it('follows a threshold the admin changes', async () => {
    await kit.setSettings({ publicStatsMinCases: 1000, publicStatsMinRatings: 1000 });
    expect(await kit.stats()).toMatchObject({
      casesHandled: null,
      countriesServed: null,
      recovered: [],
      averageRating: null,
    });
    await kit.setSettings({ publicStatsMinCases: 3, publicStatsMinRatings: 3 });
  });
});

describe('GET /api/public/stats: median first response', () => {
  let t: TestApp;
  let kit: Kit;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_STATS_CACHE_SECONDS: '0' });
    kit = await publicKit(t);
    await kit.setSettings({ publicStatsMinCases: 3 });
  });
  afterAll(() => t.close());

  const opened = new Date('2026-03-02T09:00:00Z');
  const lawyerId = async () => (await createUser(t.db, { role: 'lawyer', password: null })).id;

  it("takes each case's earliest firm action or message, ignoring the client's own and the opening", async () => {
    const lawyer = await lawyerId();
    const manager = (await createUser(t.db, { role: 'manager', password: null })).id;

    // A: the lawyer writes after 10 minutes, changes the phase after 30 → 10.
    const a = await kit.clientCase({}, { createdAt: opened });
    await kit.eventAt(a.theCase.id, opened, 30, lawyer);
    await kit.messageAt(a.theCase.id, opened, 10, lawyer);
    // B: the opening (even by staff), the client's note and message, and an event without an
    // actor do not count; the manager's assignment after 45 does → 45.
    const b = await kit.clientCase({}, { createdAt: opened });
    await kit.eventAt(b.theCase.id, opened, 1, lawyer, 'case_opened');
    await kit.eventAt(b.theCase.id, opened, 2, b.client.id, 'client_note');
    await kit.messageAt(b.theCase.id, opened, 3, b.client.id);
    await kit.eventAt(b.theCase.id, opened, 4, null, 'case_updated');
    await kit.eventAt(b.theCase.id, opened, 45, manager, 'lawyer_assigned');
    // C: no answer from the firm yet: left out, not counted as zero.
    const c = await kit.clientCase({}, { createdAt: opened });
    await kit.eventAt(c.theCase.id, opened, 5, c.client.id, 'client_note');
    expect((await kit.stats()).medianFirstResponseMinutes).toBeNull(); // 2 cases answered < 3

    // D: answered after 20 → median of 10, 20, 45.
    const d = await kit.clientCase({}, { createdAt: opened });
    await kit.messageAt(d.theCase.id, opened, 20, lawyer);
    expect((await kit.stats()).medianFirstResponseMinutes).toBe(20);

    // E: answered after 25 → the median of 10, 20, 25, 45 is halfway between the middle two.
    const e = await kit.clientCase({}, { createdAt: opened });
    await kit.eventAt(e.theCase.id, opened, 25, lawyer, 'document_reviewed');
    expect((await kit.stats()).medianFirstResponseMinutes).toBe(22.5);
  });
});

describe('GET /api/public/stats: caching', () => {
  let t: TestApp;
  let kit: Kit;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_STATS_CACHE_SECONDS: '2' });
    kit = await publicKit(t);
    await kit.setSettings({ publicStatsMinCases: 1 });
  });
  afterAll(() => t.close());

  it('reuses the figures until the cache time has passed, then computes them again', async () => {
    const first = await kit.stats();
    expect(first.casesHandled).toBeNull();
    await kit.clientCase({ country: 'DE' }, { phase: 'legal' });
    expect(await kit.stats()).toEqual(first);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    const later = await kit.stats();
    expect(later).toMatchObject({ casesHandled: 1, countriesServed: 1 });
    expect(Date.parse(later.computedAt)).toBeGreaterThan(Date.parse(first.computedAt));
  });

  it('lets browsers and proxies keep it, but not for a visitor with a session', async () => {
    const anonymous = await kit.call({ method: 'GET', url: '/api/public/stats' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=2');
    const signedIn = await kit.call({ method: 'GET', url: '/api/public/stats', cookie: kit.admin.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
