import { describe, expect, it } from 'vitest';
import { displayIndicator, indicatorPlatform } from './display';
import { indicatorOfContact, indicatorsOfPayment } from './indicators';
import { TRAIL_ISSUE_TEXT, TRAIL_ISSUES, trailIssueOfText } from './issues';

describe('indicatorsOfPayment', () => {
  it('gives a card payment its payee', () => {
    expect(
      indicatorsOfPayment({ method: 'card', cardNetwork: 'visa', merchantDescriptor: 'fx  trade ltd' }),
    ).toEqual([{ kind: 'card_merchant', value: 'FX TRADE LTD' }]);
  });

  it('gives a bank transfer its IBAN, else its account with the BIC’s first 8 characters', () => {
    const iban = 'DE89 3704 0044 0532 0130 00';
    expect(indicatorsOfPayment({ method: 'bank_transfer', iban, accountNumber: '123456' })).toEqual([
      { kind: 'iban', value: 'DE89370400440532013000' },
    ]);
    expect(
      indicatorsOfPayment({ method: 'bank_transfer', accountNumber: '12-3456', bic: 'chasus33xxx' }),
    ).toEqual([{ kind: 'bank_account', value: 'CHASUS33/123456' }]);
    expect(indicatorsOfPayment({ method: 'bank_transfer', accountNumber: '12-3456', bic: '' })).toEqual([
      { kind: 'bank_account', value: '123456' },
    ]);
  });

  it('gives every EVM chain one value, in lowercase', () => {
    const walletAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const values = ['ethereum', 'bsc', 'polygon'].map(
      (cryptoNetwork) => indicatorsOfPayment({ method: 'crypto', cryptoNetwork, walletAddress })[0]?.value,
    );
    expect(values).toEqual(Array(3).fill('evm:0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'));
  });

  it('prefixes the other families', () => {
    const of = (cryptoNetwork: string, walletAddress: string) =>
      indicatorsOfPayment({ method: 'crypto', cryptoNetwork, walletAddress });
    expect(of('bitcoin', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toEqual([
      { kind: 'crypto_address', value: 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    ]);
    expect(of('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')[0]?.value).toBe(
      'tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(of('solana', '11111111111111111111111111111111')[0]?.value).toBe(
      'solana:11111111111111111111111111111111',
    );
    expect(of('other', 'addr1qxyz789')[0]?.value).toBe('other:addr1qxyz789');
  });

  it('skips what does not normalize, and cash or other payments', () => {
    expect(indicatorsOfPayment({ method: 'bank_transfer', iban: 'DE89370400440532013001' })).toEqual([]);
    expect(
      indicatorsOfPayment({ method: 'crypto', cryptoNetwork: 'dogecoin', walletAddress: 'D8vFz4p1L37' }),
    ).toEqual([]);
    expect(indicatorsOfPayment({ method: 'cash', iban: 'DE89370400440532013000' })).toEqual([]);
    expect(indicatorsOfPayment({ method: 'other', merchantDescriptor: 'FX TRADE' })).toEqual([]);
  });
});

describe('indicatorOfContact', () => {
  it('links a number typed as a phone and as a WhatsApp contact', () => {
    const phone = indicatorOfContact({ kind: 'phone', value: '020 7946 0958', defaultCountry: 'GB' });
    const whatsapp = indicatorOfContact({
      kind: 'messenger',
      messenger: 'whatsapp',
      value: '+44 20 7946 0958',
    });
    expect(phone).toEqual({ kind: 'phone', value: '+442079460958' });
    expect(whatsapp).toEqual(phone);
  });

  it('gives each kind its indicator', () => {
    expect(indicatorOfContact({ kind: 'website', value: 'https://www.Scam.example/x' })).toEqual({
      kind: 'domain',
      value: 'scam.example',
    });
    expect(indicatorOfContact({ kind: 'email', value: 'Help@Scam.example' })?.value).toBe(
      'help@scam.example',
    );
    expect(indicatorOfContact({ kind: 'app', value: 'Coin  Pro' })).toEqual({
      kind: 'app',
      value: 'coin pro',
    });
    expect(indicatorOfContact({ kind: 'messenger', messenger: 'telegram', value: '@FX_Support' })).toEqual({
      kind: 'messenger',
      value: 'telegram:fx_support',
    });
  });

  it('is null for what does not normalize, or a messenger contact without its app', () => {
    expect(indicatorOfContact({ kind: 'website', value: 'localhost' })).toBeNull();
    expect(indicatorOfContact({ kind: 'messenger', value: '@fx_support' })).toBeNull();
  });
});

describe('displayIndicator', () => {
  it('writes each kind as people read it', () => {
    expect(displayIndicator({ kind: 'iban', value: 'DE89370400440532013000' })).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(displayIndicator({ kind: 'phone', value: '+442079460958' })).toBe('+44 20 7946 0958');
    expect(
      displayIndicator({ kind: 'crypto_address', value: 'evm:0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' }),
    ).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(displayIndicator({ kind: 'crypto_address', value: 'other:chain:abc12345' })).toBe(
      'chain:abc12345',
    );
    expect(displayIndicator({ kind: 'messenger', value: 'telegram:fx_support' })).toBe('fx_support');
    expect(displayIndicator({ kind: 'domain', value: 'example.com' })).toBe('example.com');
  });

  it('names a messenger indicator’s platform for its label', () => {
    expect(indicatorPlatform({ kind: 'messenger', value: 'telegram:fx_support' })).toBe('telegram');
    expect(indicatorPlatform({ kind: 'phone', value: '+442079460958' })).toBeUndefined();
  });
});

describe('issue texts', () => {
  it('has a distinct text for every issue, and finds the issue again from it', () => {
    expect(new Set(Object.values(TRAIL_ISSUE_TEXT)).size).toBe(TRAIL_ISSUES.length);
    for (const issue of TRAIL_ISSUES) expect(trailIssueOfText(TRAIL_ISSUE_TEXT[issue])).toBe(issue);
    expect(trailIssueOfText('Enter a positive amount with at most two decimals')).toBeUndefined();
  });
});
