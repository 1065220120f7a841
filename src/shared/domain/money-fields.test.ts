import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moneyShape, nullableMoneyShape } from '../contracts/money-fields';
import { MAX_AMOUNT_CENTS, moneyFields, nullableMoneyFields, toCents } from './money';

/** The decimal a person writes for whole cents: "-1234.5" for -123450, "0.07" for 7. */
function exactDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${fraction ? `.${fraction}` : ''}`;
}

// Sums and balances may be negative (reversals, fees as credits); the ceiling bounds the rest.
const anyCents = fc.integer({ min: -MAX_AMOUNT_CENTS * 100, max: MAX_AMOUNT_CENTS * 100 });

describe('moneyFields (issue 16 item 4)', () => {
  it('gives the decimal as exactly cents / 100, printed as the decimal a person would write', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const fields = moneyFields('amount', cents);
        expect(fields.amountCents).toBe(cents);
        expect(String(fields.amount)).toBe(exactDecimal(cents));
        // And back: reading the decimal gives the same cents, so the pair never disagrees.
        if (cents > 0) expect(toCents(JSON.stringify(fields.amount))).toBe(cents);
      }),
      { numRuns: 5000 },
    );
  });

  it('names both fields after the figure', () => {
    expect(moneyFields('amountLost', 123_456)).toEqual({ amountLost: 1234.56, amountLostCents: 123_456 });
    expect(moneyFields('fees', -7)).toEqual({ fees: -0.07, feesCents: -7 });
  });

  it('keeps null together and otherwise agrees with moneyFields', () => {
    expect(nullableMoneyFields('totalRecovered', null)).toEqual({
      totalRecovered: null,
      totalRecoveredCents: null,
    });
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(nullableMoneyFields('x', cents)).toEqual(moneyFields('x', cents));
      }),
    );
  });

  it('refuses a fraction of a cent instead of rounding it away', () => {
    expect(() => moneyFields('amount', 10.5)).toThrow(RangeError);
    expect(() => moneyFields('amount', Number.NaN)).toThrow(RangeError);
  });
});

describe('moneyShape (the contract side)', () => {
  const schema = z.object({ ...moneyShape('amount'), ...nullableMoneyShape('fee') });

  it('accepts every pair moneyFields makes', () => {
    fc.assert(
      fc.property(anyCents, fc.option(anyCents), (cents, fee) => {
        const value = { ...moneyFields('amount', cents), ...nullableMoneyFields('fee', fee) };
        expect(schema.parse(value)).toEqual(value);
      }),
    );
  });

  it('wants whole cents in the …Cents field', () => {
    const result = schema.safeParse({ amount: 1.5, amountCents: 150.5, fee: null, feeCents: null });
    expect(result.success).toBe(false);
  });
});
