import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookMovements as book, moneyOperation as operation } from '../../../tests/support/statement';
import { deriveBalances, holdPostings, payoutPostings, recoveryPostings, reversalPostings } from './ledger';
import { runningStatement } from './statement';

describe('the client statement', () => {
  it('shows a recovery, a withdrawal, its payout and a reversal with the balance after each', () => {
    const recovery = {
      kind: 'recovery' as const,
      amount: 100_000,
      postings: recoveryPostings(100_000, 2000),
    };
    const { lines, closing } = runningStatement({ available: 0, held: 0 }, [
      recovery,
      { kind: 'withdrawal_hold', amount: 30_000, postings: holdPostings(30_000) },
      { kind: 'payout', amount: 30_000, postings: payoutPostings(30_000) },
      { kind: 'recovery', amount: 50_000, postings: recoveryPostings(50_000, 2000) },
      { kind: 'reversal', amount: 50_000, postings: reversalPostings(recoveryPostings(50_000, 2000)) },
    ]);
    expect(
      lines.map((l) => [l.received, l.fee, l.paidOut, l.availableChange, l.heldChange, l.availableBalance]),
    ).toEqual([
      [100_000, 20_000, null, 80_000, 0, 80_000],
      [null, null, null, -30_000, 30_000, 50_000],
      [null, null, 30_000, 0, -30_000, 50_000],
      [50_000, 10_000, null, 40_000, 0, 90_000],
      [-50_000, -10_000, null, -40_000, 0, 50_000],
    ]);
    expect(closing).toBe(50_000);
  });

  it('ends on the available balance the ledger derives, over random sequences and from any opening point', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), fc.nat(), (ops, cut) => {
        const movements = book(ops);
        const whole = runningStatement({ available: 0, held: 0 }, movements);
        const balances = deriveBalances(movements);
        expect(whole.closing).toBe(balances.available);
        expect(whole.lines.at(-1)?.availableBalance ?? 0).toBe(balances.available);
        expect(whole.lines.at(-1)?.heldBalance ?? 0).toBe(balances.held);
        // A statement from a later date opens on the balance then and still closes on today's.
        const at = movements.length === 0 ? 0 : cut % movements.length;
        const before = deriveBalances(movements.slice(0, at));
        const later = runningStatement(
          { available: before.available, held: before.held },
          movements.slice(at),
        );
        expect(later.closing).toBe(balances.available);
      }),
      { numRuns: 1000 },
    );
  });
});
