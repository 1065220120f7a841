import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { DEFAULT_FIRM_SETTINGS } from '../../../shared/domain/firm-settings';
import { auditLog, firmSettings } from '../../db/schema';

const t = appPerFile();
const f = casesFixture(() => t);
const { call } = f;
let admin: Awaited<ReturnType<typeof f.person>>;
beforeAll(async () => {
  admin = await f.person('admin');
});

describe('GET and PUT /api/admin/settings', () => {
  it('starts from the defaults, saves what is sent, merges estimates per step and audits the change', async () => {
    const initial = await call(admin.cookie, 'GET', '/api/admin/settings');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_FIRM_SETTINGS);

    const r = await call(admin.cookie, 'PUT', '/api/admin/settings', {
      stepEstimates: { recovery: { min: 1, max: 6, unit: 'months' }, new: null },
      successRateTarget: 80,
      publicStatsMinCases: DEFAULT_FIRM_SETTINGS.publicStatsMinCases,
    });
    expect(r.statusCode, r.body).toBe(200);
    const expected = {
      ...DEFAULT_FIRM_SETTINGS,
      successRateTarget: 80,
      stepEstimates: {
        ...DEFAULT_FIRM_SETTINGS.stepEstimates,
        recovery: { min: 1, max: 6, unit: 'months' },
        new: null,
      },
    };
    expect(r.json()).toEqual(expected);
    expect((await call(admin.cookie, 'GET', '/api/admin/settings')).json()).toEqual(expected);

    // Only the changed keys are stored and audited (the unchanged threshold is not).
    const rows = await t.db.select({ key: firmSettings.key }).from(firmSettings);
    expect(rows.map((row) => row.key).sort()).toEqual(['stepEstimates', 'successRateTarget']);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { successRateTarget: 85, stepEstimates: DEFAULT_FIRM_SETTINGS.stepEstimates },
      after: { successRateTarget: 80, stepEstimates: expected.stepEstimates },
    });
  });

  it('answers 400 with the field for bad values, unknown keys or an empty body, and saves nothing', async () => {
    const before = (await call(admin.cookie, 'GET', '/api/admin/settings')).json();
    const bad = await call(admin.cookie, 'PUT', '/api/admin/settings', {
      stepEstimates: { legal: { min: 9, max: 8, unit: 'weeks' } },
      successRateTarget: 120,
      publicStatsMinRatings: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'stepEstimates.legal.min': 'The minimum cannot be above the maximum',
      successRateTarget: 'Enter 0–100',
      publicStatsMinRatings: 'Must be at least 1',
    });
    expect((await call(admin.cookie, 'PUT', '/api/admin/settings', { feeRate: 10 })).statusCode).toBe(400);
    expect((await call(admin.cookie, 'PUT', '/api/admin/settings', {})).statusCode).toBe(400);
    expect((await call(admin.cookie, 'GET', '/api/admin/settings')).json()).toEqual(before);
  });

  it('audits every key on its own terms: one entry per save with exactly the changed keys before and after', async () => {
    const entries = () =>
      t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated')).orderBy(desc(auditLog.id));
    const changes: Record<string, unknown>[] = [
      { monthlyRevenueTarget: 25_000 },
      { monthlyRevenueTarget: null }, // issue 7: clearing the target is a change too
      { publicStatsMinCases: 40, publicStatsMinRatings: 15 },
      { averageRecoveryDaysTarget: 45 },
      { dormantBalanceMonths: 6 }, // issue 19 (shorter: a longer wait would weaken a control, D37): when a client's balance counts as left behind
      { firmProfile: { ...DEFAULT_FIRM_SETTINGS.firmProfile, legalName: 'Audit Law LLP' } },
    ];
    for (const change of changes) {
      const before = (await call(admin.cookie, 'GET', '/api/admin/settings')).json();
      const count = (await entries()).length;
      const r = await call(admin.cookie, 'PUT', '/api/admin/settings', change);
      expect(r.statusCode, r.body).toBe(200);
      const all = await entries();
      expect(all).toHaveLength(count + 1);
      const keys = Object.keys(change);
      expect(all[0]).toMatchObject({
        actorId: admin.id,
        entity: 'firm_settings',
        before: Object.fromEntries(keys.map((key) => [key, before[key]])),
        after: change,
      });
      expect(Object.keys(all[0]!.after as object).sort()).toEqual(keys.sort());
    }
    // Saving the same values again changes nothing, so it writes no entry.
    const count = (await entries()).length;
    for (const change of changes.slice(1)) {
      expect((await call(admin.cookie, 'PUT', '/api/admin/settings', change)).statusCode).toBe(200);
    }
    expect(await entries()).toHaveLength(count);
  });

  it('is for admins only', async () => {
    const lawyer = await f.person('lawyer');
    expect((await call(lawyer.cookie, 'GET', '/api/admin/settings')).statusCode).toBe(403);
    expect(
      (await call(lawyer.cookie, 'PUT', '/api/admin/settings', { successRateTarget: 99 })).statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', '/api/admin/settings')).statusCode).toBe(401);
  });
});
