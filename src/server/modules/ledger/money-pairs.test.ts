import { describe, expect, it } from 'vitest';
import { expectMoneyPairs, pairsOf, withMoneyWorld } from '../../../../tests/support/money-pairs';

const w = withMoneyWorld();

// Issue 16 item 4: each money figure comes as whole cents beside the decimal people read.
describe('ledger money as cents and decimals', () => {
  it('answers a recovery with each amount in cents that agree with the decimals', () => {
    expect(expectMoneyPairs(w.recovery).sort()).toEqual(['amount', 'clientShareAmount', 'feeAmount']);
    expect(w.recovery).toMatchObject({
      amountCents: 100_001,
      feeAmountCents: 20_000,
      clientShareAmountCents: 80_001,
    });
  });

  it('gives the case ledger in cents to its lawyer and its client', async () => {
    for (const cookie of [w.lawyer.cookie, w.client.cookie]) {
      expect(await pairsOf(w.t, `/api/cases/${w.theCase.id}/ledger`, cookie)).toEqual(
        expect.arrayContaining([
          'summary.lossAmount',
          'summary.recoveredAmount',
          'summary.feeAmount',
          'summary.clientShareAmount',
          'client.availableBalance',
          'client.heldAmount',
          'client.paidOutAmount',
          'entries[].amount',
          'entries[].feeAmount',
        ]),
      );
    }
  });

  it('puts cents beside the amounts of the client notice and the timeline event', async () => {
    expect(await pairsOf(w.t, '/api/notifications', w.client.cookie)).toEqual(
      expect.arrayContaining(['notifications[].params.amount', 'notifications[].params.share']),
    );
    expect(await pairsOf(w.t, `/api/cases/${w.theCase.id}/timeline`, w.lawyer.cookie)).toEqual(
      expect.arrayContaining(['events[].params.amount', 'events[].params.fee', 'events[].params.share']),
    );
  });
});
