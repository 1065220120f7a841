import { describe, expect, it } from 'vitest';
import { pairsOf, withMoneyWorld } from '../../../../tests/support/money-pairs';

const w = withMoneyWorld();

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('case money as cents and decimals', () => {
  it('gives a case its loss, recovery, fee and share in cents', async () => {
    for (const cookie of [w.client.cookie, w.lawyer.cookie]) {
      expect((await pairsOf(w.t, `/api/cases/${w.theCase.id}`, cookie)).sort()).toEqual([
        'amountLost',
        'clientShareAmount',
        'feeAmount',
        'recoveredAmount',
      ]);
    }
  });

  it("gives the client's dashboard in cents", async () => {
    expect(await pairsOf(w.t, '/api/client/dashboard', w.client.cookie)).toEqual(
      expect.arrayContaining([
        'case.amountLost',
        'stats.totalRecovered',
        'stats.feeAmount',
        'stats.totalAvailable',
        'stats.heldAmount',
        'stats.paidOutAmount',
      ]),
    );
  });

  it("gives the staff's case lists and the lawyer's dashboard in cents", async () => {
    expect(await pairsOf(w.t, '/api/admin/cases', w.admin.cookie)).toEqual(
      expect.arrayContaining(['cases[].amountLost', 'cases[].recoveredAmount']),
    );
    expect(await pairsOf(w.t, '/api/lawyer/cases', w.lawyer.cookie)).toEqual(
      expect.arrayContaining(['cases[].amountLost', 'cases[].recoveredAmount']),
    );
    expect(await pairsOf(w.t, '/api/lawyer/dashboard', w.lawyer.cookie)).toEqual(['totalRecovered']);
  });
});
