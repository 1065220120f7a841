import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, idempotencyKey, withAdminApp } from '../../../../tests/support/people';
import { loginAs, signIn, type TestApp } from '../../../../tests/support/test-app';
import { leads, users } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const stats = (query = '', cookie?: string | null) =>
  kit.call({ method: 'GET', url: `/api/admin/stats${query}`, cookie });
const currentMonth = () => new Date().toISOString().slice(0, 7);

describe('GET /api/admin/stats (D4)', () => {
  it('shows honest empty figures before there is data: null where a ratio has no base', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      currency: 'USD',
      totalUsers: 1, // the admin
      monthlyGrowth: null,
      totalRevenue: 0,
      totalCases: 0,
      activeCases: 0,
      conversionRate: null,
      pendingWithdrawals: { count: 0, amount: 0 },
    });
    expect(body.revenueByMonth).toHaveLength(12);
    expect(body.revenueByMonth.at(-1)).toEqual({
      month: currentMonth(),
      revenue: 0,
      revenueCents: 0,
      recovered: 0,
      recoveredCents: 0,
    });
    const months = body.revenueByMonth.map((m: { month: string }) => m.month);
    expect(months).toEqual([...months].sort());
  });

  it('computes every figure from users, cases, leads, withdrawals and the ledger', async () => {
    const a = await createUser(t.db, { password: 'Test-Password-2026' });
    const b = await createUser(t.db, { password: null });
    const c = await createUser(t.db, { password: null });
    await createUser(t.db, { role: 'lawyer', password: null });
    // b and c joined last month: 4 new this month (admin, a, lawyer, and the administrator who
    // confirms the recoveries below, D26) against 2 → +100%.
    await t.db
      .update(users)
      .set({
        createdAt: sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '5 days'`,
      })
      .where(inArray(users.id, [b.id, c.id]));

    const caseA = await createCase(t.db, { clientId: a.id });
    const caseA2 = await createCase(t.db, { clientId: a.id, phase: 'legal' });
    const caseB = await createCase(t.db, { clientId: b.id, phase: 'completed' });
    const caseC = await createCase(t.db, { clientId: c.id, phase: 'closed' });
    const lead = (clientId: string, caseId: string, status: 'new' | 'converted' | 'rejected') => ({
      clientId,
      caseId,
      status,
      source: 'registration' as const,
      country: 'DE',
      fraudType: 'investment' as const,
      amountLostCents: 100_000,
    });
    await t.db
      .insert(leads)
      .values([
        lead(a.id, caseA.id, 'converted'),
        lead(a.id, caseA2.id, 'new'),
        lead(b.id, caseB.id, 'rejected'),
        lead(c.id, caseC.id, 'new'),
      ]);

    // Fees: 20% of 1,000 kept; a 500 recovery booked and reversed leaves nothing.
    await kit.recover(caseA.id, 1000);
    const wrong = await kit.recover(caseA.id, 500);
    const reversal = await kit.call({
      method: 'POST',
      url: `/api/cases/${caseA.id}/recoveries/${wrong.id}/reverse`,
      payload: { reason: 'Booked on the wrong case' },
      headers: { 'idempotency-key': idempotencyKey() },
    });
    expect(reversal.statusCode).toBe(201);

    const { cookie } = await signIn(t.app, a.username, 'Test-Password-2026');
    const method = await kit.call({
      method: 'POST',
      url: '/api/client/payout-methods',
      payload: {
        kind: 'bank_account',
        holderName: `${a.firstName} ${a.lastName}`,
        iban: 'NL91ABNA0417164300',
      },
      cookie,
    });
    const withdrawal = await kit.call({
      method: 'POST',
      url: '/api/client/withdrawals',
      payload: { amount: 100, payoutMethodId: method.json().id },
      headers: { 'idempotency-key': idempotencyKey() },
      cookie,
    });
    expect(withdrawal.statusCode).toBe(201);

    const body = (await stats()).json();
    expect(body).toMatchObject({
      totalUsers: 6,
      monthlyGrowth: 100,
      totalRevenue: 200,
      totalCases: 4,
      activeCases: 2,
      conversionRate: 25,
      pendingWithdrawals: { count: 1, amount: 100 },
    });
    expect(body.revenueByMonth.at(-1)).toEqual({
      month: currentMonth(),
      revenue: 200,
      revenueCents: 20_000,
      recovered: 1000,
      recoveredCents: 100_000,
    });
    expect(body.revenueByMonth.slice(0, -1).every((m: { revenue: number }) => m.revenue === 0)).toBe(true);

    const euro = (await stats('?currency=EUR')).json();
    expect(euro).toMatchObject({
      currency: 'EUR',
      totalRevenue: 0,
      pendingWithdrawals: { count: 0, amount: 0 },
    });
    expect(euro.totalCases).toBe(4); // counts are not money: the same in every currency
  });

  it('refuses an unknown currency, naming the field', async () => {
    const response = await stats('?currency=XYZ');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['currency']);
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'manager');
    expect((await stats('', cookie)).statusCode).toBe(403);
    expect((await stats('', null)).statusCode).toBe(401);
  });
});
