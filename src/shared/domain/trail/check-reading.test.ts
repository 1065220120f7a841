import { describe, expect, it } from 'vitest';
import { reportsRange } from '../public-check';
import { readCheckValue } from './check-reading';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('readCheckValue: what a visitor typed, in the indicators’ spelling', () => {
  it.each([
    ['https://www.CoinMax-Pro.com/dashboard?ref=1', 'domain', 'coinmax-pro.com'],
    ['coinmax-pro.com', 'domain', 'coinmax-pro.com'],
    ['de89 3704 0044 0532 0130 00', 'iban', 'DE89370400440532013000'],
    [EVM, 'crypto_address', `evm:${EVM.toLowerCase()}`],
    [EVM.toLowerCase(), 'crypto_address', `evm:${EVM.toLowerCase()}`],
    [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'crypto_address',
      'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'crypto_address', 'tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['+44 20 7946 0958', 'phone', '+442079460958'],
    ['0044 20 7946 0958', 'phone', '+442079460958'],
    ['https://wa.me/447911123456', 'phone', '+447911123456'],
    ['Support@CoinMax-Pro.com', 'email', 'support@coinmax-pro.com'],
  ])('reads %j as %s %s', (input, kind, value) => {
    const reading = readCheckValue(input);
    expect(reading.ok && reading.candidates).toContainEqual({ kind, value });
  });

  it('reads a Solana key as a Solana address', () => {
    const reading = readCheckValue('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T');
    expect(reading.ok && reading.candidates).toEqual([
      { kind: 'crypto_address', value: 'solana:4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
    ]);
  });

  it.each([
    ['020 7946 0958', 'phone_country'],
    ['DE89 3704 0044 0532 0130 01', 'iban_checksum'],
    [`${EVM.slice(0, -1)}D`, 'evm_checksum'],
    ['a scam platform', 'unreadable'],
    ['localhost', 'unreadable'],
  ])('cannot read %j (%s)', (input, reason) => {
    expect(readCheckValue(input)).toEqual({ ok: false, reason });
  });
});

describe('reportsRange', () => {
  it.each([
    [0, null],
    [2, null],
    [3, '3-10'],
    [10, '3-10'],
    [11, '11-50'],
    [50, '11-50'],
    [51, 'more-than-50'],
  ])('%i distinct clients → %s', (clients, range) => {
    expect(reportsRange(clients)).toBe(range);
  });
});
