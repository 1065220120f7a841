import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema, formatMoney, MAX_AMOUNT_CENTS, splitRecovery, toCents } from './money';

describe('splitRecovery (D19)', () => {
  it('takes exactly 20% of round amounts', () => {
    expect(splitRecovery(1_000_000)).toEqual({ fee: 200_000, clientShare: 800_000 });
  });

  it('rounds the fee half to even', () => {
    // 20% of 1 cent = 0.2 → 0; of 3 cents = 0.6 → 1; 12.5% of 4 cents = 0.5 → 0 (even); of 12 = 1.5 → 2
    expect(splitRecovery(1).fee).toBe(0);
    expect(splitRecovery(3).fee).toBe(1);
    expect(splitRecovery(4, 1250).fee).toBe(0);
    expect(splitRecovery(12, 1250).fee).toBe(2);
    expect(splitRecovery(20, 1250).fee).toBe(2); // 2.5 → 2
    expect(splitRecovery(28, 1250).fee).toBe(4); // 3.5 → 4
  });

  it('always adds up, never goes negative, and stays within half a cent of the exact fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const { fee, clientShare } = splitRecovery(amount, bps);
          expect(fee + clientShare).toBe(amount);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(clientShare).toBeGreaterThanOrEqual(0);
          expect(Math.abs(fee - (amount * bps) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses fractional cents and impossible rates', () => {
    expect(() => splitRecovery(10.5)).toThrow(RangeError);
    expect(() => splitRecovery(-1)).toThrow(RangeError);
    expect(() => splitRecovery(100, 10_001)).toThrow(RangeError);
  });
});

describe('toCents', () => {
  it('reads amounts in major units without float error', () => {
    expect(toCents('1234.56')).toBe(123_456);
    expect(toCents(19.99)).toBe(1999); // 19.99 * 100 is 1998.9999999999998 in floating point
    expect(toCents(' 12 ')).toBe(1200);
    expect(toCents(10000)).toBe(1_000_000);
    expect(toCents('7.5')).toBe(750);
  });

  it.each(['', 'abc', '1.234', '-5', '0', '0.00', '1e5', '1,50', 'Infinity'])('refuses %j', (value) => {
    expect(toCents(value)).toBeNull();
  });

  it('round-trips every whole-cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(toCents(text)).toBe(cents);
      }),
    );
  });
});

describe('amountSchema', () => {
  it('parses to cents and explains refusals', () => {
    expect(amountSchema.parse('25000')).toBe(2_500_000);
    expect(amountSchema.safeParse(12.345).error?.issues[0]?.message).toMatch(/two decimals/);
    expect(amountSchema.safeParse(MAX_AMOUNT_CENTS).error?.issues[0]?.message).toMatch(/too large/);
  });
});

describe('formatMoney', () => {
  it('formats in the reader language with the currency', () => {
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123_456, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
