import { describe, expect, it } from 'vitest';
import { accountNumberText, ibanInGroups } from './account-number';

describe('how a trust account number reads', () => {
  it('shows an IBAN in groups of four, the last group shorter', () => {
    expect(ibanInGroups('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(ibanInGroups('GB29NWBK60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  it('shows an account number with its bank code', () => {
    const text = accountNumberText(
      { iban: null, accountNumber: '0035291520310000', bankCode: '00700' },
      'bank code',
    );
    expect(text).toBe('0035291520310000 · bank code 00700');
  });
});
