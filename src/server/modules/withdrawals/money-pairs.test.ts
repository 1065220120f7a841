import { describe, expect, it } from 'vitest';
import { expectMoneyPairs, pairsOf, withMoneyWorld } from '../../../../tests/support/money-pairs';

const w = withMoneyWorld();

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('withdrawal money as cents and decimals', () => {
  it('answers the request with the amount in cents', () => {
    expect(expectMoneyPairs(w.withdrawal)).toEqual(['amount']);
    expect(w.withdrawal).toMatchObject({ amount: 123.45, amountCents: 12_345 });
  });

  it('lists withdrawals in cents for the client and for the admins', async () => {
    for (const [url, cookie] of [
      ['/api/client/withdrawals', w.client.cookie],
      ['/api/admin/withdrawals', w.admin.cookie],
    ] as const) {
      expect(await pairsOf(w.t, url, cookie)).toEqual(['withdrawals[].amount']);
    }
  });
});
