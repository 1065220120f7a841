import { describe, expect, it } from 'vitest';
import { settingsApplied } from '../../../../tests/support/approvals';
import { moneyKit } from '../../../../tests/support/financials';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { createCase } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
let money: ReturnType<typeof moneyKit>;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
  money = moneyKit(app, adminKit);
});

const URL = '/api/admin/ledger/dormant-balances';
const list = (cookie?: string | null) => kit.call({ method: 'GET', url: URL, cookie });
// D37: a longer wait before funds count as left behind weakens a control; the operator approves it.
const setMonths = (dormantBalanceMonths: number) => settingsApplied(t, kit.cookie, { dormantBalanceMonths });
const now = new Date();
/**
 * Midnight UTC `n` calendar months back (day capped at 28 so no month overflows): always at least
 * n whole months ago and less than n + 1. The API books at now(), so old movements are booked
 * through the ledger writer with this date (moneyKit.recoverBookedAt).
 */
const monthsAgo = (n: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, Math.min(now.getUTCDate(), 28)));

describe('GET /api/admin/ledger/dormant-balances (issue 19 item 6)', () => {
  it('lists balances untouched for the setting, oldest first, and leaves out recent and zero ones', async () => {
    const empty = await list();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ months: 12, balances: [] });

    // Untouched for 13 months, across two cases of the same client: 800.00 + 400.00 client share.
    const dormant = await money.clientWithCase('EUR');
    const second = await createCase(t.db, { clientId: dormant.client.id, currency: 'EUR' });
    await money.recoverBookedAt(dormant.theCase, 100_000, monthsAgo(13));
    await money.recoverBookedAt(second, 50_000, monthsAgo(15));
    // Money from 14 months ago, but touched again 2 months ago.
    const recent = await money.clientWithCase('USD');
    await money.recoverBookedAt(recent.theCase, 20_000, monthsAgo(14));
    await money.recoverBookedAt(recent.theCase, 10_000, monthsAgo(2));
    // Received and reversed 13 months ago: nothing left to follow up.
    const zero = await money.clientWithCase('USD');
    await money.recoverBookedAt(zero.theCase, 30_000, monthsAgo(13), monthsAgo(13));
    // Old money, but the client asked for part of it today (a pending withdrawal is a movement).
    const asking = await money.clientWithCase('USD');
    await money.recoverBookedAt(asking.theCase, 40_000, monthsAgo(20));
    await money.withdraw(asking, 100);
    // Oldest of all: untouched for 30 months, in another currency.
    const oldest = await money.clientWithCase('GBP');
    await money.recoverBookedAt(oldest.theCase, 12_345, monthsAgo(30));

    const body = (await list()).json();
    expect(body.months).toBe(12);
    expect(body.balances).toEqual([
      {
        clientId: oldest.client.id,
        clientName: `${oldest.client.firstName} ${oldest.client.lastName}`,
        cases: [{ id: oldest.theCase.id, reference: oldest.theCase.reference }],
        currency: 'GBP',
        // 80% of 123.45, rounded half-even: 98.76.
        amount: 98.76,
        amountCents: 9876,
        lastMovementAt: monthsAgo(30).toISOString(),
        monthsUntouched: 30,
      },
      {
        clientId: dormant.client.id,
        clientName: `${dormant.client.firstName} ${dormant.client.lastName}`,
        cases: [dormant.theCase, second]
          .map((c) => ({ id: c.id, reference: c.reference }))
          .sort((a, b) => a.reference.localeCompare(b.reference)),
        currency: 'EUR',
        amount: 1200,
        amountCents: 120_000,
        lastMovementAt: monthsAgo(13).toISOString(),
        monthsUntouched: 13,
      },
    ]);
  });

  it('follows the firm setting', async () => {
    const clientsListed = async () =>
      ((await list()).json().balances as { currency: string; monthsUntouched: number }[]).map(
        (b) => `${b.currency} ${b.monthsUntouched}`,
      );
    await setMonths(1);
    expect((await list()).json().months).toBe(1);
    // The balance touched 2 months ago now counts; the zero balance and today's withdrawal still do not.
    expect(await clientsListed()).toEqual(['GBP 30', 'EUR 13', 'USD 2']);
    await setMonths(14);
    expect(await clientsListed()).toEqual(['GBP 30']);
    await setMonths(120);
    expect((await list()).json()).toEqual({ months: 120, balances: [] });
    await setMonths(12);
  });

  it('refuses a setting outside 1–120 whole months', async () => {
    for (const dormantBalanceMonths of [0, 121, 1.5]) {
      const response = await kit.call({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { dormantBalanceMonths },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['dormantBalanceMonths']);
    }
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'lawyer', 'client'] as const) {
      const { cookie } = await loginAs(t, role);
      expect((await list(cookie)).statusCode, role).toBe(403);
    }
    expect((await list(null)).statusCode).toBe(401);
  });
});
