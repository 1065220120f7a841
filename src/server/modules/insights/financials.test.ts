import { describe, expect, it } from 'vitest';
import { moneyKit } from '../../../../tests/support/financials';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let kit: AdminKit;
let money: ReturnType<typeof moneyKit>;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
  money = moneyKit(app, adminKit);
});

const financials = (query = '', cookie?: string | null) =>
  kit.call({ method: 'GET', url: `/api/admin/financials${query}`, cookie });
const now = new Date();
/** 'YYYY-MM' of the UTC month `offset` months from this one, and a moment in its middle. */
const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
const key = (offset: number) => month(offset).toISOString().slice(0, 7);
const zero = { recovered: 0, recoveredCents: 0, fees: 0, feesCents: 0, paidOut: 0, paidOutCents: 0 };

describe('GET /api/admin/financials (D4)', () => {
  it('answers every month with zeros, no payouts and no target before there is money', async () => {
    const response = await financials();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.months).toEqual(Array.from({ length: 12 }, (_, i) => ({ month: key(i - 11), ...zero })));
    expect(body).toMatchObject({
      currency: 'USD',
      currencies: ['USD'],
      totals: zero,
      pendingPayouts: { amount: 0, count: 0 },
      approvedPayouts: { amount: 0, count: 0 },
      target: null,
    });
    expect((await financials('?months=1')).json().months).toEqual([{ month: key(0), ...zero }]);
  });

  it('adds up recoveries, reversals, payouts and open withdrawals exactly, each in its booking month', async () => {
    const usd = await money.clientWithCase();
    await kit.recover(usd.theCase.id, 1000);
    const wrong = await kit.recover(usd.theCase.id, 500);
    await money.reverse(usd.theCase.id, wrong.id);
    // Available 800: one pending, one paid, one approved and unpaid, one rejected (gives it back).
    await money.withdraw(usd, 100);
    await money.withdraw(usd, 200, ['approve', 'mark-paid']);
    await money.withdraw(usd, 50, ['approve']);
    await money.withdraw(usd, 30, ['reject']);
    // Earlier months: 2,500.00 three months ago; 1,000.00 two months ago reversed last month.
    await money.recoverBookedAt(usd.theCase, 250_000, month(-3));
    await money.recoverBookedAt(usd.theCase, 100_000, month(-2), month(-1));
    await money.recoverBookedAt(usd.theCase, 40_000, month(-13));
    const eur = await money.clientWithCase('EUR');
    await kit.recover(eur.theCase.id, 300);

    const body = (await financials()).json();
    expect(body.months.slice(-4)).toEqual([
      {
        month: key(-3),
        recovered: 2500,
        recoveredCents: 250_000,
        fees: 500,
        feesCents: 50_000,
        paidOut: 0,
        paidOutCents: 0,
      },
      {
        month: key(-2),
        recovered: 1000,
        recoveredCents: 100_000,
        fees: 200,
        feesCents: 20_000,
        paidOut: 0,
        paidOutCents: 0,
      },
      // A correction counts in the month it was booked: closed months never change.
      {
        month: key(-1),
        recovered: -1000,
        recoveredCents: -100_000,
        fees: -200,
        feesCents: -20_000,
        paidOut: 0,
        paidOutCents: 0,
      },
      {
        month: key(0),
        recovered: 1000,
        recoveredCents: 100_000,
        fees: 200,
        feesCents: 20_000,
        paidOut: 200,
        paidOutCents: 20_000,
      },
    ]);
    expect(body.months.slice(0, -4).every((m: typeof zero) => m.recovered === 0 && m.fees === 0)).toBe(true);
    expect(body).toMatchObject({
      currency: 'USD',
      currencies: ['EUR', 'USD'],
      totals: { recovered: 3500, fees: 700, paidOut: 200 },
      pendingPayouts: { amount: 100, count: 1 },
      approvedPayouts: { amount: 50, count: 1 },
    });

    // Fourteen months reach the recovery booked thirteen months ago.
    const longer = (await financials('?months=14')).json();
    expect(longer.months[0]).toEqual({
      month: key(-13),
      recovered: 400,
      recoveredCents: 40_000,
      fees: 80,
      feesCents: 8000,
      paidOut: 0,
      paidOutCents: 0,
    });
    expect(longer.totals).toEqual({
      recovered: 3900,
      recoveredCents: 390_000,
      fees: 780,
      feesCents: 78_000,
      paidOut: 200,
      paidOutCents: 20_000,
    });

    const euro = (await financials('?currency=EUR&months=2')).json();
    expect(euro).toMatchObject({
      currency: 'EUR',
      months: [
        { month: key(-1), ...zero },
        { month: key(0), recovered: 300, fees: 60, paidOut: 0 },
      ],
      totals: { recovered: 300, fees: 60, paidOut: 0 },
      pendingPayouts: { amount: 0, count: 0 },
      target: null,
    });
  });

  it("compares this month's fees with the firm's monthly target, and hides it when there is none", async () => {
    const setTarget = async (monthlyRevenueTarget: number) => {
      const r = await kit.call({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { monthlyRevenueTarget },
      });
      expect(r.statusCode).toBe(200);
    };
    await setTarget(800);
    expect((await financials()).json().target).toEqual({
      month: key(0),
      amount: 800,
      amountCents: 80_000,
      achieved: 200,
      achievedCents: 20_000,
      percent: 25,
    });
    // The target is in the firm's currency; euro fees are not measured against it.
    expect((await financials('?currency=EUR')).json().target).toBeNull();
    // The default (no target, null) is the first test's; a zero target measures nothing either.
    await setTarget(0);
    expect((await financials()).json().target).toBeNull();
  });

  it('refuses bad input, naming the field', async () => {
    for (const query of ['?months=0', '?months=37', '?months=two', '?months=1.5']) {
      const response = await financials(query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['months']);
    }
    const currency = await financials('?currency=XYZ');
    expect(currency.statusCode).toBe(400);
    expect(Object.keys(currency.json().error.fields)).toEqual(['currency']);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'lawyer', 'client'] as const) {
      const { cookie } = await loginAs(t, role);
      expect((await financials('', cookie)).statusCode).toBe(403);
    }
    expect((await financials('', null)).statusCode).toBe(401);
  });
});
