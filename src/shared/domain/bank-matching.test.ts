import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MatchCandidate,
  type MatchLine,
  matchLines,
  pickMatch,
  qualifies,
  referenceAppears,
} from './bank-matching';

const line = (over: Partial<MatchLine> = {}): MatchLine => ({
  direction: 'credit',
  amountCents: 100_000,
  currency: 'EUR',
  valueDate: '2026-03-10',
  reversal: false,
  foreignCurrency: false,
  texts: ['NOTPROVIDED', 'Recall RC-2026-000042 / CB-77', null],
  ...over,
});
const candidate = (id: string, over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id,
  direction: 'credit',
  amountCents: 100_000,
  currency: 'EUR',
  date: '2026-03-08',
  reference: null,
  ...over,
});

describe('matching a statement line to the ledger (issue 19 item 3)', () => {
  it('takes the one candidate of the same direction, currency and amount within the window', () => {
    expect(pickMatch(line(), [candidate('a')])?.id).toBe('a');
    for (const other of [
      candidate('b', { direction: 'debit' }),
      candidate('c', { currency: 'USD' }),
      candidate('d', { amountCents: 100_001 }),
      candidate('e', { date: '2026-03-04' }), // six days before
    ]) {
      expect(pickMatch(line(), [other])).toBeNull();
    }
    expect(pickMatch(line(), [candidate('f', { date: '2026-03-15' })])?.id).toBe('f'); // five days after
  });

  it('among several, takes the one whose reference the line carries, ignoring case and punctuation', () => {
    const picked = pickMatch(line(), [
      candidate('a', { reference: 'CB-78' }),
      candidate('b', { reference: 'cb 77' }),
    ]);
    expect(picked?.id).toBe('b');
    // Two with no reference in the text, or two that both appear: a person decides.
    expect(pickMatch(line(), [candidate('a'), candidate('b')])).toBeNull();
    expect(
      pickMatch(line(), [candidate('a', { reference: 'CB-77' }), candidate('b', { reference: 'CB77' })]),
    ).toBeNull();
  });

  it('never matches a reversal or a foreign-currency line automatically', () => {
    expect(pickMatch(line({ reversal: true }), [candidate('a')])).toBeNull();
    expect(pickMatch(line({ foreignCurrency: true }), [candidate('a')])).toBeNull();
  });

  it('ignores references too short to mean anything', () => {
    expect(referenceAppears('77', ['CB-77'])).toBe(false);
    expect(referenceAppears('CB-77', ['paid cb77 thanks'])).toBe(true);
    expect(referenceAppears(null, ['anything'])).toBe(false);
  });

  const arbitraryLine = fc.record({
    direction: fc.constantFrom('credit' as const, 'debit' as const),
    amountCents: fc.integer({ min: 1, max: 5 }).map((n) => n * 10_000),
    currency: fc.constantFrom('EUR', 'USD'),
    valueDate: fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`),
    reversal: fc.boolean(),
    foreignCurrency: fc.boolean(),
    texts: fc.array(fc.constantFrom('REF-1001', 'REF-1002', 'salary', null), { maxLength: 3 }),
  });
  const arbitraryCandidates = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      direction: fc.constantFrom('credit' as const, 'debit' as const),
      amountCents: fc.integer({ min: 1, max: 5 }).map((n) => n * 10_000),
      currency: fc.constantFrom('EUR', 'USD'),
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`),
      reference: fc.constantFrom('REF-1001', 'REF-1002', null),
    }),
    { selector: (c) => c.id, maxLength: 12 },
  );

  it('matches each line to a qualifying entry, and no entry to two lines (property)', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 12 }), arbitraryCandidates, (lines, candidates) => {
        const matched = matchLines(lines, candidates);
        const used = [...matched.values()].map((c) => c.id);
        expect(new Set(used).size).toBe(used.length);
        for (const [index, c] of matched) {
          const l = lines[index]!;
          expect(qualifies(l, c)).toBe(true);
          expect(l.reversal || l.foreignCurrency).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('matches a line that has exactly one qualifying entry left (property)', () => {
    fc.assert(
      fc.property(arbitraryLine, arbitraryCandidates, (l, candidates) => {
        const fitting = candidates.filter((c) => qualifies(l, c));
        const picked = pickMatch(l, candidates);
        if (!l.reversal && !l.foreignCurrency && fitting.length === 1) expect(picked).toBe(fitting[0]);
        if (fitting.length === 0) expect(picked).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
