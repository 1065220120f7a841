import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deadlineRuleSchema } from '../../contracts/deadline-rules';
import { dayNumber, fromDayNumber, isBusinessDay, targetHolidays } from './dates';
import { DEFAULT_DEADLINE_RULES } from './default-rules';
import { computeDeadlines, dueOnFor } from './matching';
import {
  CARD_NETWORKS,
  DEADLINE_KINDS,
  DEADLINE_UNITS,
  EEA_COUNTRIES,
  PAYMENT_METHODS,
  RULE_METHODS,
} from './types';

const day = fc
  .integer({ min: dayNumber('1990-01-01'), max: dayNumber('2150-12-31') })
  .map((n) => fromDayNumber(n));

/** Any rule the settings schema would accept, as far as dates are concerned. */
const anyRule = fc.record({
  id: fc.constant('r'),
  kind: fc.constantFrom(...DEADLINE_KINDS),
  method: fc.constantFrom(...RULE_METHODS),
  network: fc.constantFrom(null, ...CARD_NETWORKS),
  country: fc.constantFrom(null, 'EU', 'GB', 'US', ...EEA_COUNTRIES),
  days: fc.integer({ min: 1, max: 3650 }),
  unit: fc.constantFrom(...DEADLINE_UNITS),
  label: fc.constant('A rule'),
  source: fc.constant('Property test'),
});

describe('deadline properties', () => {
  it('never falls before the payment, and a business-day deadline lands on an open TARGET day', () => {
    fc.assert(
      fc.property(day, anyRule, (paidOn, rule) => {
        expect(deadlineRuleSchema.safeParse(rule).success).toBe(true);
        const dueOn = dueOnFor(rule, paidOn);
        expect(dueOn > paidOn).toBe(true);
        if (rule.unit === 'business_days') {
          const weekday = new Date(`${dueOn}T00:00:00Z`).getUTCDay();
          expect(weekday).not.toBe(0);
          expect(weekday).not.toBe(6);
          expect(targetHolidays(Number(dueOn.slice(0, 4))).has(dueOn)).toBe(false);
          expect(isBusinessDay(dueOn)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('computes every default deadline on or after the payment, sorted, for any payment', () => {
    const payment = fc.record({
      id: fc.constant('p'),
      paidOn: day,
      method: fc.constantFrom(...PAYMENT_METHODS),
      cardNetwork: fc.constantFrom(null, ...CARD_NETWORKS),
      clientCountry: fc.constantFrom(null, 'GB', 'UK', 'US', 'CH', ...EEA_COUNTRIES),
    });
    fc.assert(
      fc.property(payment, day, (p, today) => {
        const deadlines = computeDeadlines(DEFAULT_DEADLINE_RULES, p, today);
        expect(deadlines.map((d) => d.kind)).toContain('limitation');
        expect(new Set(deadlines.map((d) => d.kind)).size).toBe(deadlines.length);
        for (const [i, d] of deadlines.entries()) {
          expect(d.dueOn >= p.paidOn).toBe(true);
          expect(dayNumber(d.dueOn) - dayNumber(today)).toBe(d.daysLeft);
          if (i > 0) expect(deadlines[i - 1]!.dueOn <= d.dueOn).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
