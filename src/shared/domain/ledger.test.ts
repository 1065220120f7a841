import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confirmationPostings,
  deriveBalances,
  holdPostings,
  type LedgerKind,
  type Posting,
  payoutPostings,
  recoveryPostings,
  recoveryReversalPostings,
  releasePostings,
  reportClosurePostings,
  reportPostings,
  reversalPostings,
  sumPostings,
} from './ledger';
import { splitRecovery } from './money';

type Entry = { kind: LedgerKind; postings: Posting[] };

/**
 * A reference model of the ledger's rules, driven by random operation sequences: the database
 * ledger (server) must keep the same invariants; this pins down what they are.
 */
const operation = fc.oneof(
  fc.record({ op: fc.constant('recover' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat() }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function run(ops: Operation[]) {
  const entries: Entry[] = [];
  const recoveries: { postings: Posting[]; amount: number; reversed: boolean }[] = [];
  const holds: { amount: number; open: boolean }[] = [];
  let expectedRecovered = 0;
  for (const o of ops) {
    const available = deriveBalances(entries).available;
    if (o.op === 'recover') {
      const postings = recoveryPostings(o.amount, 2000);
      entries.push({ kind: 'recovery', postings });
      recoveries.push({ postings, amount: o.amount, reversed: false });
      expectedRecovered += o.amount;
    } else if (o.op === 'reverse' && recoveries.length > 0) {
      const target = recoveries[o.pick % recoveries.length]!;
      // A recovery already paid out cannot be reversed: available would go negative.
      if (!target.reversed && splitRecovery(target.amount).clientShare <= available) {
        entries.push({ kind: 'reversal', postings: reversalPostings(target.postings) });
        target.reversed = true;
        expectedRecovered -= target.amount;
      }
    } else if (o.op === 'hold' && o.amount <= available) {
      entries.push({ kind: 'withdrawal_hold', postings: holdPostings(o.amount) });
      holds.push({ amount: o.amount, open: true });
    } else if ((o.op === 'release' || o.op === 'pay') && holds.some((h) => h.open)) {
      const open = holds.filter((h) => h.open);
      const target = open[o.pick % open.length]!;
      target.open = false;
      entries.push(
        o.op === 'release'
          ? { kind: 'withdrawal_release', postings: releasePostings(target.amount) }
          : { kind: 'payout', postings: payoutPostings(target.amount) },
      );
    }
    const b = deriveBalances(entries);
    for (const e of entries) expect(sumPostings(e.postings)).toBe(0);
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect(b.held).toBeGreaterThanOrEqual(0);
    expect(b.recovered).toBe(expectedRecovered);
    expect(b.fee + b.available + b.held + b.paidOut).toBe(b.recovered);
    expect(b.held).toBe(holds.filter((h) => h.open).reduce((s, h) => s + h.amount, 0));
  }
}

describe('ledger model', () => {
  it('books a recovery as trust money split into the 20% fee and the client share', () => {
    expect(recoveryPostings(1_000_000, 2000)).toEqual([
      { account: 'trust_bank', amount: 1_000_000 },
      { account: 'client_funds', amount: -800_000 },
      { account: 'fees_earned', amount: -200_000 },
    ]);
    expect(deriveBalances([{ kind: 'recovery', postings: recoveryPostings(1_000_000, 2000) }])).toEqual({
      recovered: 1_000_000,
      fee: 200_000,
      available: 800_000,
      held: 0,
      paidOut: 0,
      reported: 0,
    });
  });

  it('books a report on memo accounts only; its confirmation splits it and clears the memo (D26)', () => {
    const report = { kind: 'recovery_report' as const, postings: reportPostings(1_000_000) };
    expect(sumPostings(report.postings)).toBe(0);
    expect(deriveBalances([report])).toEqual({
      recovered: 0,
      fee: 0,
      available: 0,
      held: 0,
      paidOut: 0,
      reported: 1_000_000,
    });
    const confirmation = { kind: 'recovery' as const, postings: confirmationPostings(1_000_000, 2000) };
    expect(sumPostings(confirmation.postings)).toBe(0);
    expect(deriveBalances([report, confirmation])).toMatchObject({
      recovered: 1_000_000,
      available: 800_000,
      reported: 0,
    });
    // Reversing the confirmed money does not reopen the report.
    const reversal = { kind: 'reversal' as const, postings: recoveryReversalPostings(confirmation.postings) };
    expect(deriveBalances([report, confirmation, reversal])).toMatchObject({
      recovered: 0,
      available: 0,
      reported: 0,
    });
    const retraction = { kind: 'report_retraction' as const, postings: reportClosurePostings(1_000_000) };
    expect(deriveBalances([report, retraction])).toMatchObject({ available: 0, reported: 0 });
  });

  it('keeps every invariant over random sequences of recoveries, reversals, holds, releases and payouts', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (ops) => run(ops)),
      { numRuns: 1000 },
    );
  });
});
