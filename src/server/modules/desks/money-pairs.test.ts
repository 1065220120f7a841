import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyWorld, moneyWorld, pairsOf } from '../../../../tests/support/money-pairs';
import { buildTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let w: MoneyWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await moneyWorld(t);
});
afterAll(() => t.close());

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('desk money as cents and decimals', () => {
  it("gives the manager's dashboard in cents", async () => {
    expect(await pairsOf(t, '/api/manager/dashboard', w.manager.cookie)).toEqual(
      expect.arrayContaining([
        'stats.totalRecovered',
        'cases[].claimAmount',
        'cases[].recoveredAmount',
        'teamMembers[].recoveredAmount',
        'performance[].recoveredAmount',
      ]),
    );
  });
});
