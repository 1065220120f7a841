import { describe, expect, it } from 'vitest';
import { deadlineRulesSchema } from '../contracts/deadline-rules';
import { computeDeadlines, DEFAULT_DEADLINE_RULES, type DeadlinePayment, EEA_COUNTRIES } from './deadlines';

const TODAY = '2026-01-20';
const due = (payment: DeadlinePayment & { paidOn: string }) =>
  Object.fromEntries(
    computeDeadlines(DEFAULT_DEADLINE_RULES, { id: 'p1', ...payment }, TODAY).map((d) => [d.ruleId, d.dueOn]),
  );

describe('default deadline rules', () => {
  it('pass the settings schema the admin form uses', () => {
    expect(deadlineRulesSchema.safeParse(DEFAULT_DEADLINE_RULES).error?.issues).toBeUndefined();
  });

  it.each([
    ['visa', '2026-01-10', 'visa-fraud-chargeback', '2026-05-10'],
    ['mastercard', '2026-03-01', 'mastercard-fraud-chargeback', '2026-06-29'],
    ['amex', '2026-01-10', 'amex-dispute', '2026-05-10'],
    ['discover', '2026-01-10', 'discover-dispute', '2026-05-10'],
    ['jcb', '2026-02-20', 'jcb-dispute', '2026-06-20'],
    ['unionpay', '2026-02-20', 'unionpay-dispute', '2026-06-20'],
    ['diners', '2025-06-15', 'diners-dispute', '2025-10-13'],
    ['other', '2025-06-15', 'card-dispute', '2025-10-13'],
    [null, '2025-06-15', 'card-dispute', '2025-10-13'],
  ])('a %s card payment on %s: %s due %s', (cardNetwork, paidOn, ruleId, dueOn) => {
    const deadlines = due({ method: 'card', cardNetwork, clientCountry: 'US', paidOn });
    expect(deadlines[ruleId]).toBe(dueOn);
    expect(Object.keys(deadlines).sort()).toEqual([ruleId, 'general-limitation'].sort());
  });

  it('counts a network case-insensitively', () => {
    expect(due({ method: 'card', cardNetwork: 'VISA', paidOn: '2026-01-10' })['visa-fraud-chargeback']).toBe(
      '2026-05-10',
    );
  });

  it.each([
    ['a Friday a week before Easter', '2026-03-27', '2026-04-14'],
    ['Good Friday itself', '2026-04-03', '2026-04-20'],
    ['the Friday before Christmas', '2025-12-19', '2026-01-07'],
    ['a Tuesday with no holiday near', '2026-06-09', '2026-06-23'],
  ])('a SEPA transfer from DE on %s may be recalled until %s', (_name, paidOn, dueOn) => {
    expect(due({ method: 'bank_transfer', clientCountry: 'DE', paidOn })['sepa-credit-transfer-recall']).toBe(
      dueOn,
    );
  });

  it('gives a French card payment PSD2’s 13 months, counted as 393 days', () => {
    expect(due({ method: 'card', cardNetwork: 'visa', clientCountry: 'FR', paidOn: '2026-01-10' })).toEqual({
      'visa-fraud-chargeback': '2026-05-10',
      'psd2-unauthorised-card': '2027-02-07',
      'general-limitation': '2029-01-09',
    });
  });

  it('gives a UK bank transfer the GB reimbursement rule and no EU rule, whether written GB or UK', () => {
    const expected = { 'uk-app-reimbursement': '2027-02-28', 'general-limitation': '2029-01-30' };
    expect(due({ method: 'bank_transfer', clientCountry: 'GB', paidOn: '2026-01-31' })).toEqual(expected);
    expect(due({ method: 'bank_transfer', clientCountry: 'uk', paidOn: '2026-01-31' })).toEqual(expected);
  });

  it('gives a crypto payment the firm’s freeze request and no bank or card rule, even in the EEA', () => {
    expect(due({ method: 'crypto', clientCountry: 'NL', paidOn: '2026-01-10' })).toEqual({
      'crypto-exchange-freeze': '2026-02-09',
      'general-limitation': '2029-01-09',
    });
  });

  it('gives cash only the limitation reminder', () => {
    expect(due({ method: 'cash', clientCountry: 'DE', paidOn: '2026-01-10' })).toEqual({
      'general-limitation': '2029-01-09',
    });
  });

  it('sorts by due day and counts days left from today, negative once passed', () => {
    const deadlines = computeDeadlines(
      DEFAULT_DEADLINE_RULES,
      { id: 'p9', method: 'bank_transfer', clientCountry: 'AT', paidOn: '2026-01-02' },
      TODAY,
    );
    expect(deadlines.map((d) => [d.kind, d.dueOn, d.daysLeft])).toEqual([
      ['recall', '2026-01-16', -4],
      ['unauthorized_claim', '2027-01-30', 375],
      ['limitation', '2029-01-01', 1077],
    ]);
    expect(deadlines.every((d) => d.paymentId === 'p9')).toBe(true);
  });

  it('names 30 EEA countries: the EU 27, Iceland, Liechtenstein and Norway', () => {
    expect(new Set(EEA_COUNTRIES).size).toBe(30);
    expect(EEA_COUNTRIES).toEqual(expect.arrayContaining(['IS', 'LI', 'NO', 'GR', 'HR']));
    expect(EEA_COUNTRIES).not.toContain('GB');
    expect(EEA_COUNTRIES).not.toContain('CH');
  });
});
