import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyKit } from '../../../../tests/support/financials';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import type { AdminFinancials } from '../../../shared/contracts/insights';

let kit: AdminKit;
let money: ReturnType<typeof moneyKit>;
withAdminApp((app, adminKit) => {
  kit = adminKit;
  money = moneyKit(app, adminKit);
});

const MONTHS = 12;
const now = new Date();
const midMonth = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
const cents = (amount: number) => Math.round(amount * 100);
const read = async (): Promise<AdminFinancials> =>
  (await kit.call({ method: 'GET', url: `/api/admin/financials?months=${MONTHS}` })).json();

/** A recovery booked `ago` months back, perhaps reversed `later` months after it (never in the future). */
const recovery = fc.record({
  amountCents: fc.integer({ min: 1, max: 50_000_000 }),
  ago: fc.integer({ min: 0, max: MONTHS + 2 }),
  reversal: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
});

describe('GET /api/admin/financials: properties over random recoveries and reversals', () => {
  it('shows each month the 20% fee of what was booked in it, and the months add up to the totals', async () => {
    const { theCase } = await money.clientWithCase();
    await fc.assert(
      fc.asyncProperty(fc.array(recovery, { minLength: 1, maxLength: 6 }), async (recoveries) => {
        const before = await read();
        // What each month (index 0 = oldest shown) should gain, computed independently of the code.
        const expected = Array.from({ length: MONTHS }, () => ({ recovered: 0, fees: 0 }));
        const book = (ago: number, amount: number) => {
          const slot = expected[MONTHS - 1 - ago];
          if (!slot) return; // older than the months shown
          slot.recovered += amount;
          // 20% of a whole number of cents is never exactly half a cent, so half-even is plain rounding.
          slot.fees += Math.sign(amount) * Math.round(Math.abs(amount) / 5);
        };
        for (const r of recoveries) {
          const reversedAgo = r.reversal === undefined ? undefined : Math.max(0, r.ago - r.reversal);
          await money.recoverBookedAt(
            theCase,
            r.amountCents,
            midMonth(-r.ago),
            reversedAgo === undefined ? undefined : midMonth(-reversedAgo),
          );
          book(r.ago, r.amountCents);
          if (reversedAgo !== undefined) book(reversedAgo, -r.amountCents);
        }
        const after = await read();

        after.months.forEach((m, i) => {
          const was = before.months[i]!;
          expect(m.month).toBe(was.month);
          expect(cents(m.recovered) - cents(was.recovered)).toBe(expected[i]!.recovered);
          expect(cents(m.fees) - cents(was.fees)).toBe(expected[i]!.fees);
          expect(m.paidOut).toBe(was.paidOut);
        });
        for (const figure of ['recovered', 'fees', 'paidOut'] as const) {
          const sum = after.months.reduce((s, m) => s + cents(m[figure]), 0);
          expect(cents(after.totals[figure])).toBe(sum);
        }
      }),
      { numRuns: 15 },
    );
  });
});
