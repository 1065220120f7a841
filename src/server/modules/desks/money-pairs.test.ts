import { describe, expect, it } from 'vitest';
import { pairsOf, withMoneyWorld } from '../../../../tests/support/money-pairs';

const w = withMoneyWorld();

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('desk money as cents and decimals', () => {
  it("gives the manager's dashboard in cents", async () => {
    expect(await pairsOf(w.t, '/api/manager/dashboard', w.manager.cookie)).toEqual(
      expect.arrayContaining([
        'stats.totalRecovered',
        'cases[].claimAmount',
        'cases[].recoveredAmount',
        // D25: performance is keyed by the lawyer's id.
        `performance.${w.lawyer.user.id}.recoveredAmount`,
      ]),
    );
    expect(await pairsOf(w.t, '/api/manager/team', w.manager.cookie)).toEqual([
      `performance.${w.lawyer.user.id}.recoveredAmount`,
    ]);
  });
});
