import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lawyersDesk, type Person } from '../../../../tests/support/lawyers-desk';
import { recoverConfirmed } from '../../../../tests/support/recoveries';
import { appPerFile } from '../../../../tests/support/test-app';
import { cases } from '../../db/schema';
import { createCase, createUser, type NewCase } from '../../seed/factories';
import { lastMonths } from './lawyer-analytics';

const t = appPerFile();
const { desk, admin, get, newLawyer } = lawyersDesk(t);
let n = 0;
const DAY = 86_400_000;

async function caseFor(lawyer: Person, overrides: Partial<NewCase> = {}) {
  const client = await createUser(t.db, { role: 'client' });
  return createCase(t.db, { clientId: client.id, lawyerId: lawyer.id, deskId: desk.id, ...overrides });
}
/**
 * Money received, through the ledger endpoints (the only way funds enter): reported, then confirmed
 * by a second person (D26); returns the confirmed transaction's id.
 */
async function recover(caseId: string, amount: number, receivedAt = new Date().toISOString().slice(0, 10)) {
  const confirmed = await recoverConfirmed(t, admin.cookie, caseId, {
    amount,
    receivedAt,
    source: 'bank_recall',
    reference: `BR-${n++}`,
  });
  return confirmed.id;
}
async function reverse(caseId: string, txId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${txId}/reverse`,
    payload: { reason: 'Booked on the wrong case' },
    headers: { cookie: admin.cookie, 'idempotency-key': `insights-${n++}` },
  });
  expect(response.statusCode, response.body).toBe(201);
}
/** A day in the month `back` months before this one (the 15th, always in the past). */
function dayMonthsAgo(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15)).toISOString().slice(0, 10);
}

describe('lastMonths', () => {
  it('lists twelve calendar months ending with the current one, across a year end', () => {
    const months = lastMonths(new Date('2026-02-10T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });
});

describe('GET /api/lawyer/analytics', () => {
  it('computes every figure from the lawyer’s own cases and the ledger (D3)', async () => {
    const lawyer = await newLawyer();
    await caseFor(lawyer, { phase: 'investigation' });
    const legal = await caseFor(lawyer, { phase: 'legal' });
    await recover(legal.id, 1000);
    const opened = new Date(Date.now() - 100 * DAY);
    const wonFast = await caseFor(lawyer, { phase: 'completed', createdAt: opened });
    await recover(wonFast.id, 2500.5);
    const wonSlow = await caseFor(lawyer, { phase: 'completed', createdAt: opened });
    await recover(wonSlow.id, 400, dayMonthsAgo(2));
    const wrong = await recover(wonSlow.id, 300, dayMonthsAgo(2));
    await reverse(wonSlow.id, wrong); // counts against the month the money was booked in
    await recover(wonSlow.id, 50, dayMonthsAgo(13)); // older than the chart: not shown there
    await t.db
      .update(cases)
      .set({ phaseChangedAt: new Date(opened.getTime() + 20 * DAY), clientRating: 5 })
      .where(eq(cases.id, wonFast.id));
    await t.db
      .update(cases)
      .set({ phaseChangedAt: new Date(opened.getTime() + 40 * DAY) })
      .where(eq(cases.id, wonSlow.id));
    const lost = await caseFor(lawyer, { phase: 'completed' }); // nothing recovered: not a success
    await t.db.update(cases).set({ clientRating: 2 }).where(eq(cases.id, lost.id));
    await caseFor(lawyer, { phase: 'closed' });
    const euro = await caseFor(lawyer, { phase: 'recovery', currency: 'EUR' });
    await recover(euro.id, 700); // another currency: not in the dollar chart
    const someoneElses = await caseFor(await newLawyer(), { phase: 'completed' });
    await recover(someoneElses.id, 9999);
    await t.db.update(cases).set({ clientRating: 1 }).where(eq(cases.id, someoneElses.id));

    const response = await get(lawyer, '/api/lawyer/analytics');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      currency: 'USD',
      successRate: 50, // 2 completed with recovery over 3 completed + 1 closed
      successTarget: 85,
      averageRecoveryDays: 30, // (20 + 40) / 2
      recoveryDaysTarget: 60,
      satisfaction: { average: 3.5, count: 2 },
    });
    expect(body.statusDistribution).toEqual([
      { phase: 'new', count: 0 },
      { phase: 'investigation', count: 1 },
      { phase: 'evidence', count: 0 },
      { phase: 'legal', count: 1 },
      { phase: 'recovery', count: 1 },
      { phase: 'completed', count: 3 },
      { phase: 'closed', count: 1 },
    ]);
    const months = lastMonths(new Date());
    expect(body.recoveredByMonth.map((m: { month: string }) => m.month)).toEqual(months);
    const expected = months.map((month) => ({ month, recovered: 0, recoveredCents: 0, fee: 0, feeCents: 0 }));
    expected[11] = {
      month: months[11]!,
      recovered: 3500.5,
      recoveredCents: 350_050,
      fee: 700.1,
      feeCents: 70_010,
    };
    expected[9] = { month: months[9]!, recovered: 400, recoveredCents: 40_000, fee: 80, feeCents: 8000 };
    expect(body.recoveredByMonth).toEqual(expected);
  });

  it('says "no data" rather than zero when nothing is finished or rated, and uses the firm’s targets', async () => {
    const lawyer = await newLawyer();
    await caseFor(lawyer, { phase: 'new' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { successRateTarget: 90, averageRecoveryDaysTarget: 45 },
      headers: { cookie: admin.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await get(lawyer, '/api/lawyer/analytics')).json();
    expect(body).toMatchObject({
      successRate: null,
      successTarget: 90,
      averageRecoveryDays: null,
      recoveryDaysTarget: 45,
      satisfaction: { average: null, count: 0 },
    });
    expect(body.recoveredByMonth.every((m: { recovered: number }) => m.recovered === 0)).toBe(true);
  });

  it('follows D3 for any mix of finished cases (property)', async () => {
    const kinds = ['won', 'completedEmpty', 'closed', 'closedWithMoney', 'active'] as const;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...kinds), { maxLength: 6 }), async (mix) => {
        const lawyer = await newLawyer();
        for (const kind of mix) {
          const phase = kind === 'active' ? 'evidence' : kind.startsWith('closed') ? 'closed' : 'completed';
          const theCase = await caseFor(lawyer, { phase });
          if (kind === 'won' || kind === 'closedWithMoney') await recover(theCase.id, 100);
        }
        const finished = mix.filter((k) => k !== 'active').length;
        const won = mix.filter((k) => k === 'won').length;
        const { successRate } = (await get(lawyer, '/api/lawyer/analytics')).json();
        expect(successRate).toBe(finished === 0 ? null : Math.round((won / finished) * 1000) / 10);
        if (successRate !== null) expect(successRate).toBeGreaterThanOrEqual(0);
        if (successRate !== null) expect(successRate).toBeLessThanOrEqual(100);
      }),
      { numRuns: 12 },
    );
  });
});
