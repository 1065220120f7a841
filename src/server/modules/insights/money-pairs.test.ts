import { describe, expect, it } from 'vitest';
import { pairsOf, withMoneyWorld } from '../../../../tests/support/money-pairs';

const w = withMoneyWorld();

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('insights money as cents and decimals', () => {
  it("gives the admin's stats, financials and analytics in cents", async () => {
    expect(await pairsOf(w.t, '/api/admin/stats', w.admin.cookie)).toEqual(
      expect.arrayContaining([
        'totalRevenue',
        'pendingWithdrawals.amount',
        'revenueByMonth[].revenue',
        'revenueByMonth[].recovered',
      ]),
    );
    expect(await pairsOf(w.t, '/api/admin/financials', w.admin.cookie)).toEqual(
      expect.arrayContaining([
        'months[].recovered',
        'months[].fees',
        'months[].paidOut',
        'totals.recovered',
        'totals.fees',
        'totals.paidOut',
        'pendingPayouts.amount',
        'approvedPayouts.amount',
      ]),
    );
    expect(await pairsOf(w.t, '/api/admin/analytics', w.admin.cookie)).toEqual(
      expect.arrayContaining(['recoveredByMonth[].recovered', 'desks[].recovered']),
    );
  });

  it("gives the lawyer's analytics in cents", async () => {
    expect((await pairsOf(w.t, '/api/lawyer/analytics', w.lawyer.cookie)).sort()).toEqual([
      'recoveredByMonth[].fee',
      'recoveredByMonth[].recovered',
    ]);
  });
});
