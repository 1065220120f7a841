import fc from 'fast-check';
import {
  deriveBalances,
  holdPostings,
  payoutPostings,
  recoveryPostings,
  releasePostings,
  reversalPostings,
} from '../../src/shared/domain/ledger';
import { splitRecovery } from '../../src/shared/domain/money';
import type { StatementMovement } from '../../src/shared/domain/statement';

/** One step a client's money may take: a recovery, its reversal, a withdrawal's hold, release or payout. */
export const moneyOperation = fc.oneof(
  fc.record({ op: fc.constant('recover' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat() }),
);
export type MoneyOperation = typeof moneyOperation extends fc.Arbitrary<infer T> ? T : never;

/**
 * Only the movements the ledger would accept (never below zero available), booked with the shared
 * posting rules as the services book them; shared by the statement's and the CSV's property tests.
 */
export function bookMovements(ops: MoneyOperation[]): StatementMovement[] {
  const movements: StatementMovement[] = [];
  const recoveries: { m: StatementMovement; reversed: boolean }[] = [];
  const holds: { amount: number; open: boolean }[] = [];
  for (const o of ops) {
    const available = deriveBalances(movements).available;
    if (o.op === 'recover') {
      const m = { kind: 'recovery' as const, amount: o.amount, postings: recoveryPostings(o.amount, 2000) };
      movements.push(m);
      recoveries.push({ m, reversed: false });
    } else if (o.op === 'reverse' && recoveries.length > 0) {
      const target = recoveries[o.pick % recoveries.length]!;
      if (!target.reversed && splitRecovery(target.m.amount).clientShare <= available) {
        movements.push({
          kind: 'reversal',
          amount: target.m.amount,
          postings: reversalPostings(target.m.postings),
        });
        target.reversed = true;
      }
    } else if (o.op === 'hold' && o.amount <= available) {
      movements.push({ kind: 'withdrawal_hold', amount: o.amount, postings: holdPostings(o.amount) });
      holds.push({ amount: o.amount, open: true });
    } else if ((o.op === 'release' || o.op === 'pay') && holds.some((h) => h.open)) {
      const open = holds.filter((h) => h.open);
      const target = open[o.pick % open.length]!;
      target.open = false;
      movements.push(
        o.op === 'release'
          ? { kind: 'withdrawal_release', amount: target.amount, postings: releasePostings(target.amount) }
          : { kind: 'payout', amount: target.amount, postings: payoutPostings(target.amount) },
      );
    }
  }
  return movements;
}
