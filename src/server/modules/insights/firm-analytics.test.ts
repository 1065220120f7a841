import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { caseEvents, cases, leads } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';
import { isoWeekKey } from './firm-analytics-queries';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const analytics = (cookie?: string | null) =>
  kit.call({ method: 'GET', url: '/api/admin/analytics', cookie });
const DAY = 86_400_000;
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
/** The Monday (UTC) of the week `d` falls in, as YYYY-MM-DD. */
const mondayOf = (d: Date) => {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};
const monthKey = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

describe('isoWeekKey', () => {
  it('names a week after the year its Thursday falls in (ISO 8601)', () => {
    expect(isoWeekKey(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeekKey(new Date('2020-12-28T00:00:00Z'))).toBe('2020-W53');
    expect(isoWeekKey(new Date('2026-12-28T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeekKey(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
    expect(isoWeekKey(new Date('2026-06-15T00:00:00Z'))).toBe('2026-W25');
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers honest empty figures before there is data', async () => {
    const response = await analytics();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('USD');
    expect(body.leadsByWeek).toHaveLength(12);
    expect(body.leadsByWeek.at(-1)).toMatchObject({ weekStart: mondayOf(now), leads: 0, converted: 0 });
    expect(body.leadsByWeek.every((w: { conversionRate: null }) => w.conversionRate === null)).toBe(true);
    expect(body.casesByPhase).toEqual(
      ['new', 'investigation', 'evidence', 'legal', 'recovery', 'completed', 'closed'].map((phase) => ({
        phase,
        count: 0,
      })),
    );
    expect(body.recoveredByMonth).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ month: monthKey(i - 11), recovered: 0, recoveredCents: 0 })),
    );
    expect(body.timeInPhase.map((p: { phase: string }) => p.phase)).toEqual([
      'new',
      'investigation',
      'evidence',
      'legal',
      'recovery',
    ]);
    expect(body.timeInPhase[0]).toEqual({
      phase: 'new',
      averageDays: null,
      stays: 0,
      current: { count: 0, averageDays: null },
    });
    expect(body.desks).toEqual([]);
  });

  it('computes every chart from leads, cases, the timeline and the ledger', async () => {
    const client = await createUser(t.db, { password: null });
    const clientId = client.id;
    const [alpha, beta, gamma, delta] = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => createDesk(t.db, { name: `${name} ${Date.now()}` })),
    );
    // Alpha: one success 10 days after opening, one closed, one active. Beta: completed with nothing recovered.
    const won = await createCase(t.db, {
      clientId,
      deskId: alpha!.id,
      phase: 'completed',
      createdAt: daysAgo(10),
    });
    await kit.recover(won.id, 1000);
    await createCase(t.db, { clientId, deskId: alpha!.id, phase: 'closed' });
    await createCase(t.db, { clientId, deskId: alpha!.id, phase: 'legal' });
    await createCase(t.db, { clientId, deskId: beta!.id, phase: 'completed' });
    await createCase(t.db, { clientId, deskId: beta!.id, phase: 'new' });

    // Leads (each has its own case, in Gamma): 3 this week (1 converted), 2 two weeks ago (both), 1 too old.
    const lead = async (createdAt: Date, status: 'new' | 'converted') => {
      const theCase = await createCase(t.db, { clientId, deskId: gamma!.id });
      await t.db.insert(leads).values({
        clientId,
        caseId: theCase.id,
        status,
        source: 'registration',
        country: 'DE',
        fraudType: 'investment',
        amountLostCents: 100_000,
        createdAt,
      });
    };
    await lead(now, 'converted');
    await lead(now, 'new');
    await lead(now, 'new');
    await lead(daysAgo(14), 'converted');
    await lead(daysAgo(14), 'converted');
    await lead(daysAgo(91), 'converted');

    // The timeline, no desk: x opened 10 days ago, 2 days in new, 5 in investigation, now legal for 3;
    // y 4 days in new, now investigation for 6; z has a change but no opening (no known start).
    const opened = daysAgo(10);
    const at = (days: number) => new Date(opened.getTime() + days * DAY);
    const timeline = async (
      phase: 'legal' | 'investigation' | 'evidence',
      moves: [string, string, number][],
      open: boolean,
    ) => {
      const theCase = await createCase(t.db, { clientId, phase, createdAt: opened });
      const last = moves.at(-1)!;
      await t.db
        .update(cases)
        .set({ phaseChangedAt: at(last[2]) })
        .where(eq(cases.id, theCase.id));
      await t.db.insert(caseEvents).values([
        ...(open
          ? [{ caseId: theCase.id, kind: 'case_opened' as const, toPhase: 'new' as const, createdAt: opened }]
          : []),
        ...moves.map(([from, to, day]) => ({
          caseId: theCase.id,
          kind: 'phase_changed' as const,
          fromPhase: from as 'new',
          toPhase: to as 'new',
          createdAt: at(day),
        })),
      ]);
    };
    await timeline(
      'legal',
      [
        ['new', 'investigation', 2],
        ['investigation', 'legal', 7],
      ],
      true,
    );
    await timeline('investigation', [['new', 'investigation', 4]], true);
    await timeline('evidence', [['new', 'evidence', 1]], false);
    // w opened and moved on in the same instant (as the demo seed does): a stay of 0 days, even
    // though the change's id sorts before the opening's.
    const w = await createCase(t.db, { clientId, phase: 'recovery', createdAt: opened });
    await t.db.update(cases).set({ phaseChangedAt: opened }).where(eq(cases.id, w.id));
    await t.db.insert(caseEvents).values([
      {
        id: 'ffffffff-0000-4000-8000-000000000000',
        caseId: w.id,
        kind: 'case_opened',
        toPhase: 'new',
        createdAt: opened,
      },
      {
        id: '00000000-0000-4000-8000-000000000000',
        caseId: w.id,
        kind: 'phase_changed',
        fromPhase: 'new',
        toPhase: 'recovery',
        createdAt: opened,
      },
    ]);

    const body = (await analytics()).json();
    expect(body.leadsByWeek.at(-1)).toEqual({
      week: isoWeekKey(new Date(`${mondayOf(now)}T00:00:00Z`)),
      weekStart: mondayOf(now),
      leads: 3,
      converted: 1,
      conversionRate: 33.3,
    });
    expect(body.leadsByWeek.at(-3)).toMatchObject({
      weekStart: mondayOf(daysAgo(14)),
      leads: 2,
      converted: 2,
      conversionRate: 100,
    });
    expect(body.leadsByWeek.reduce((n: number, w: { leads: number }) => n + w.leads, 0)).toBe(5);

    expect(body.casesByPhase).toEqual([
      { phase: 'new', count: 7 },
      { phase: 'investigation', count: 1 },
      { phase: 'evidence', count: 1 },
      { phase: 'legal', count: 2 },
      { phase: 'recovery', count: 1 },
      { phase: 'completed', count: 2 },
      { phase: 'closed', count: 1 },
    ]);
    expect(body.recoveredByMonth.at(-1)).toEqual({
      month: monthKey(0),
      recovered: 1000,
      recoveredCents: 100_000,
    });

    // Legal now: x for 3 days and Alpha's case since its opening just now: (3 + 0) / 2.
    expect(body.timeInPhase).toEqual([
      { phase: 'new', averageDays: 2, stays: 3, current: { count: 7, averageDays: 0 } },
      { phase: 'investigation', averageDays: 5, stays: 1, current: { count: 1, averageDays: 6 } },
      { phase: 'evidence', averageDays: null, stays: 0, current: { count: 1, averageDays: 9 } },
      { phase: 'legal', averageDays: null, stays: 0, current: { count: 2, averageDays: 1.5 } },
      { phase: 'recovery', averageDays: null, stays: 0, current: { count: 1, averageDays: 10 } },
    ]);

    const row = (deskId: string | null, name: string | null, figures: object) => ({
      deskId,
      name,
      ...figures,
    });
    expect(body.desks).toEqual([
      row(alpha!.id, alpha!.name, {
        cases: 3,
        activeCases: 1,
        recovered: 1000,
        recoveredCents: 100_000,
        successRate: 50,
        averageRecoveryDays: 10,
      }),
      row(beta!.id, beta!.name, {
        cases: 2,
        activeCases: 1,
        recovered: 0,
        recoveredCents: 0,
        successRate: 0,
        averageRecoveryDays: null,
      }),
      row(delta!.id, delta!.name, {
        cases: 0,
        activeCases: 0,
        recovered: 0,
        recoveredCents: 0,
        successRate: null,
        averageRecoveryDays: null,
      }),
      row(gamma!.id, gamma!.name, {
        cases: 6,
        activeCases: 6,
        recovered: 0,
        recoveredCents: 0,
        successRate: null,
        averageRecoveryDays: null,
      }),
      row(null, null, {
        cases: 4,
        activeCases: 4,
        recovered: 0,
        recoveredCents: 0,
        successRate: null,
        averageRecoveryDays: null,
      }),
    ]);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'lawyer', 'client'] as const) {
      const { cookie } = await loginAs(t, role);
      expect((await analytics(cookie)).statusCode).toBe(403);
    }
    expect((await analytics(null)).statusCode).toBe(401);
  });
});
