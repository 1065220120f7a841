import { describe, expect, it } from 'vitest';
import { rulesForPayment } from './matching';
import type { DeadlineRule } from './types';

const rule = (id: string, over: Partial<DeadlineRule>): DeadlineRule => ({
  id,
  kind: 'chargeback',
  method: 'any',
  network: null,
  country: null,
  days: 10,
  unit: 'calendar_days',
  label: id,
  source: 'test',
  ...over,
});

describe('rulesForPayment: the most specific rule of each kind wins', () => {
  const rules = [
    rule('generic', {}),
    rule('card', { method: 'card' }),
    rule('eu', { method: 'card', country: 'EU' }),
    rule('de', { method: 'card', country: 'DE' }),
    rule('visa', { method: 'card', network: 'visa' }),
    rule('visa-eu', { method: 'card', network: 'visa', country: 'EU' }),
    rule('visa-de', { method: 'card', network: 'visa', country: 'DE' }),
  ];

  it.each([
    [{ method: 'card', cardNetwork: 'visa', clientCountry: 'DE' }, 'visa-de'],
    [{ method: 'card', cardNetwork: 'visa', clientCountry: 'FR' }, 'visa-eu'],
    [{ method: 'card', cardNetwork: 'visa', clientCountry: 'US' }, 'visa'],
    [{ method: 'card', cardNetwork: 'mastercard', clientCountry: 'DE' }, 'de'],
    [{ method: 'card', cardNetwork: 'mastercard', clientCountry: 'IT' }, 'eu'],
    [{ method: 'card', cardNetwork: null, clientCountry: null }, 'card'],
    [{ method: 'bank_transfer', clientCountry: 'DE' }, 'generic'],
  ] as const)('%o → %s', (payment, winner) => {
    expect(rulesForPayment(rules, payment).map((r) => r.id)).toEqual([winner]);
  });

  it('does not let list order beat specificity, and keeps the first of two equal rules', () => {
    expect(rulesForPayment([...rules].reverse(), { method: 'card', clientCountry: 'DE' })[0]?.id).toBe('de');
    const twins = [rule('first', { method: 'card' }), rule('second', { method: 'card' })];
    expect(rulesForPayment(twins, { method: 'card' }).map((r) => r.id)).toEqual(['first']);
  });

  it('prefers a method-specific rule to an "any" rule of the same reach', () => {
    const both = [rule('any-de', { country: 'DE' }), rule('card-de', { method: 'card', country: 'DE' })];
    expect(rulesForPayment(both, { method: 'card', clientCountry: 'DE' })[0]?.id).toBe('card-de');
    expect(rulesForPayment(both, { method: 'crypto', clientCountry: 'DE' })[0]?.id).toBe('any-de');
  });

  it('returns one rule per kind, in the order of DEADLINE_KINDS', () => {
    const kinds = [
      rule('lim', { kind: 'limitation' }),
      rule('claim', { kind: 'unauthorized_claim' }),
      rule('cb', { kind: 'chargeback' }),
      rule('cb-2', { kind: 'chargeback' }),
    ];
    expect(rulesForPayment(kinds, { method: 'other' }).map((r) => r.id)).toEqual(['cb', 'claim', 'lim']);
  });
});
