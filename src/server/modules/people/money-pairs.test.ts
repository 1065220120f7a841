import { describe, expect, it } from 'vitest';
import { pairsOf, withMoneyWorld } from '../../../../tests/support/money-pairs';

const w = withMoneyWorld();

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('people money as cents and decimals', () => {
  it("gives the admin's users list and a client's detail in cents (null together for staff)", async () => {
    expect(await pairsOf(w.t, '/api/admin/users', w.admin.cookie)).toEqual(
      expect.arrayContaining([
        'users[].lossAmount',
        'users[].recoveredAmount',
        'users[].availableBalance',
        'users[].totalRecovered',
      ]),
    );
    expect(await pairsOf(w.t, `/api/admin/users/${w.client.user.id}`, w.admin.cookie)).toEqual(
      expect.arrayContaining(['cases[].amountLost', 'cases[].recoveredAmount']),
    );
  });

  it("gives the lawyer's clients in cents (a team member's figures: desks' money-pairs test)", async () => {
    expect((await pairsOf(w.t, '/api/lawyer/clients', w.lawyer.cookie)).sort()).toEqual([
      'clients[].availableBalance',
      'clients[].lossAmount',
      'clients[].recoveredAmount',
      'clients[].totalRecovered',
    ]);
  });
});
