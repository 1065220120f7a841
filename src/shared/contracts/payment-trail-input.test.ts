import { describe, expect, it } from 'vitest';
import { TRAIL_ISSUE_TEXT, type TrailIssue } from '../domain/trail/issues';
import { paymentDateIssue } from '../domain/trail/payment-date';
import { contactInputSchema, paymentInputSchema } from './payment-trail-input';

const base = { paidOn: '2024-03-15', amount: '2500.00', currency: 'EUR' };

/** The schema's problems as { field: issue code }, the way a form shows them. */
function problems(schema: typeof paymentInputSchema | typeof contactInputSchema, input: object) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const codes = Object.entries(TRAIL_ISSUE_TEXT) as [TrailIssue, string][];
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join('.'),
      codes.find(([, text]) => text === issue.message)?.[0] ?? issue.code,
    ]),
  );
}

describe('paymentInputSchema', () => {
  it('accepts each method with its own details, and empty form fields as absent', () => {
    const card = {
      ...base,
      method: 'card',
      cardNetwork: 'visa',
      merchantDescriptor: 'FX TRADE LTD',
      iban: '',
    };
    expect(paymentInputSchema.parse(card)).toMatchObject({ amount: 250_000, iban: undefined });
    expect(
      problems(paymentInputSchema, { ...base, method: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00' }),
    ).toEqual({});
    expect(
      problems(paymentInputSchema, {
        ...base,
        method: 'bank_transfer',
        accountNumber: '12345678',
        bic: 'CHASUS33',
      }),
    ).toEqual({});
    const crypto = {
      method: 'crypto',
      cryptoNetwork: 'tron',
      walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    };
    expect(problems(paymentInputSchema, { ...base, ...crypto, txHash: '' })).toEqual({});
    expect(problems(paymentInputSchema, { ...base, method: 'cash', note: '' })).toEqual({});
  });

  it('keeps what the victim typed, trimmed: the indicators are derived from it', () => {
    const parsed = paymentInputSchema.parse({
      ...base,
      method: 'bank_transfer',
      iban: ' de89 3704 0044 0532 0130 00 ',
    });
    expect(parsed.iban).toBe('de89 3704 0044 0532 0130 00');
  });

  it('requires each method’s details', () => {
    expect(problems(paymentInputSchema, { ...base, method: 'card', cardNetwork: '' })).toEqual({
      cardNetwork: 'required_for_method',
      merchantDescriptor: 'required_for_method',
    });
    expect(
      problems(paymentInputSchema, { ...base, method: 'bank_transfer', iban: '', accountNumber: ' ' }),
    ).toEqual({
      iban: 'bank_destination',
    });
    expect(problems(paymentInputSchema, { ...base, method: 'crypto' })).toEqual({
      cryptoNetwork: 'required_for_method',
      walletAddress: 'required_for_method',
    });
  });

  it('names the precise problem of each detail given', () => {
    const bank = { ...base, method: 'bank_transfer', iban: 'DE89370400440532013001', bic: 'DEUTXXFF' };
    expect(problems(paymentInputSchema, bank)).toEqual({ iban: 'iban_checksum', bic: 'bic' });
    const evm = {
      method: 'crypto',
      cryptoNetwork: 'bsc',
      walletAddress: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    };
    expect(problems(paymentInputSchema, { ...base, ...evm, txHash: '0x12' })).toEqual({
      walletAddress: 'evm_checksum',
      txHash: 'tx_hash',
    });
    expect(
      problems(paymentInputSchema, { ...base, method: 'card', cardNetwork: 'amex', merchantDescriptor: 'X' }),
    ).toEqual({
      merchantDescriptor: 'merchant',
    });
  });

  it('ignores the details of a method not chosen', () => {
    expect(
      problems(paymentInputSchema, { ...base, method: 'cash', iban: 'junk', walletAddress: 'junk' }),
    ).toEqual({});
  });

  it('shows the method’s problems along with a wrong date or amount', () => {
    expect(
      problems(paymentInputSchema, { ...base, paidOn: '1989-12-31', amount: '-1', method: 'crypto' }),
    ).toEqual({
      paidOn: 'date_too_early',
      amount: 'custom',
      cryptoNetwork: 'required_for_method',
      walletAddress: 'required_for_method',
    });
  });

  it('refuses an unknown method or network', () => {
    expect(problems(paymentInputSchema, { ...base, method: 'paypal' })).toEqual({ method: 'invalid_value' });
    expect(
      problems(paymentInputSchema, { ...base, method: 'crypto', cryptoNetwork: 'doge', walletAddress: 'x' }),
    ).toEqual({
      cryptoNetwork: 'invalid_value',
    });
  });
});

describe('paymentDateIssue', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it.each([
    ['2025-06-10', undefined],
    ['2025-06-11', undefined], // already the 11th in Kiribati (UTC+14)
    ['2025-06-12', 'date_future'],
    ['1990-01-01', undefined],
    ['1989-12-31', 'date_too_early'],
    ['2024-02-29', undefined],
    ['2025-02-29', 'date_format'],
    ['2025-13-01', 'date_format'],
    ['10/06/2025', 'date_format'],
    ['', 'date_format'],
  ])('%j → %s', (value, issue) => {
    expect(paymentDateIssue(value, now)).toBe(issue);
  });
});

describe('contactInputSchema', () => {
  it('validates the value by its kind', () => {
    expect(problems(contactInputSchema, { kind: 'website', value: 'https://scam.example/x' })).toEqual({});
    expect(problems(contactInputSchema, { kind: 'website', value: '10.0.0.1' })).toEqual({ value: 'domain' });
    expect(problems(contactInputSchema, { kind: 'email', value: 'help@' })).toEqual({ value: 'email' });
    expect(problems(contactInputSchema, { kind: 'app', value: 'x' })).toEqual({ value: 'app' });
  });

  it('places a phone number typed without + in the country given', () => {
    expect(problems(contactInputSchema, { kind: 'phone', value: '020 7946 0958' })).toEqual({
      value: 'phone_country',
    });
    expect(
      problems(contactInputSchema, { kind: 'phone', value: '020 7946 0958', phoneCountry: 'gb' }),
    ).toEqual({});
    expect(
      problems(contactInputSchema, { kind: 'phone', value: '020 7946 0958', phoneCountry: 'XX' }),
    ).toEqual({
      phoneCountry: 'custom',
    });
  });

  it('requires the app of a messenger contact, and checks the handle on it', () => {
    expect(problems(contactInputSchema, { kind: 'messenger', value: '@fx_support', messenger: '' })).toEqual({
      messenger: 'messenger_required',
    });
    expect(problems(contactInputSchema, { kind: 'messenger', value: '@fx', messenger: 'telegram' })).toEqual({
      value: 'messenger',
    });
    expect(
      problems(contactInputSchema, { kind: 'messenger', value: '+44 20 7946 0958', messenger: 'whatsapp' }),
    ).toEqual({});
  });

  it('refuses an empty value and a NUL', () => {
    expect(problems(contactInputSchema, { kind: 'email', value: ' ' })).toEqual({ value: 'too_small' });
    expect(Object.keys(problems(contactInputSchema, { kind: 'app', value: 'coin\u0000pro' }))).toEqual([
      'value',
    ]);
  });
});
