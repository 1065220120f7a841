import bs58check from 'bs58check';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './base58';
import { cryptoFamily, normalizeCryptoAddress, toChecksumAddress } from './crypto';
import { CRYPTO_NETWORKS } from './options';

/** The same text with the case of its `at`-th letter flipped. */
const flipCase = (text: string, at: number) => {
  const char = text[at] ?? '';
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return text.slice(0, at) + flipped + text.slice(at + 1);
};

describe('bitcoin addresses', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'P2PKH (the genesis block)'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'P2PKH'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'P2SH'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bech32 P2WPKH'],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'bech32 P2WSH (BIP 173)'],
    ['bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'bech32m taproot'],
  ])('accepts %s (%s) as typed', (address) => {
    expect(normalizeCryptoAddress('bitcoin', address)).toEqual({ ok: true, value: address });
  });

  it('lowercases bech32, which is case-insensitive, and reads a bitcoin: link', () => {
    const value = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    expect(normalizeCryptoAddress('bitcoin', value.toUpperCase())).toEqual({ ok: true, value });
    expect(normalizeCryptoAddress('bitcoin', `bitcoin:${value}?amount=0.5`)).toEqual({ ok: true, value });
  });

  it.each([
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'a base58 character changed'],
    ['1bvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'base58 is case-sensitive'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'a base58 character changed'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz', 'a bech32 character changed'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mq', 'a bech32 character missing'],
    ['bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3298', 'a taproot character changed'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'a testnet address'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an Ethereum address'],
  ])('refuses %s (%s)', (address) => {
    expect(normalizeCryptoAddress('bitcoin', address)).toEqual({ ok: false, issue: 'btc_address' });
  });
});

describe('EVM addresses (EIP-55)', () => {
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  const oneCase = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50516077A6',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ];

  it.each([...checksummed, ...oneCase])('accepts the EIP’s example %s, lowercased', (address) => {
    expect(normalizeCryptoAddress('ethereum', address)).toEqual({ ok: true, value: address.toLowerCase() });
  });

  it.each(checksummed)('computes the EIP’s checksum of %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it.each(checksummed)('refuses %s with one letter’s case flipped', (address) => {
    const at = [...address].findIndex((char, i) => i > 1 && /[a-f]/i.test(char));
    expect(normalizeCryptoAddress('polygon', flipCase(address, at))).toEqual({
      ok: false,
      issue: 'evm_checksum',
    });
  });

  it.each([
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'no 0x'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '39 hex digits'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd', '41 hex digits'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'a g'],
  ])('refuses %s (%s)', (address) => {
    expect(normalizeCryptoAddress('bsc', address)).toEqual({ ok: false, issue: 'evm_format' });
  });

  it('is one family on every EVM chain', () => {
    expect(['ethereum', 'bsc', 'polygon'].map((n) => cryptoFamily(n as 'bsc'))).toEqual([
      'evm',
      'evm',
      'evm',
    ]);
    expect(CRYPTO_NETWORKS.filter((n) => cryptoFamily(n) !== 'evm')).toEqual([
      'bitcoin',
      'tron',
      'solana',
      'other',
    ]);
  });
});

describe('TRON addresses', () => {
  const usdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

  it('accepts a real address (the USDT contract) as typed, spaces removed', () => {
    expect(normalizeCryptoAddress('tron', usdt)).toEqual({ ok: true, value: usdt });
    expect(normalizeCryptoAddress('tron', ` ${usdt.slice(0, 17)} ${usdt.slice(17)} `)).toEqual({
      ok: true,
      value: usdt,
    });
  });

  it.each([
    [`${usdt.slice(0, -1)}u`, 'the last character changed'],
    [flipCase(usdt, 5), 'one letter’s case flipped'],
    [usdt.slice(0, -1), 'a character missing'],
    [bs58check.encode(Uint8Array.from([0x00, ...new Array(20).fill(7)])), 'a Bitcoin version byte'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'a Bitcoin address'],
  ])('refuses %s (%s)', (address) => {
    expect(normalizeCryptoAddress('tron', address)).toEqual({ ok: false, issue: 'tron_address' });
  });
});

describe('Solana addresses', () => {
  it.each([
    '11111111111111111111111111111111',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ])('accepts %s as typed', (address) => {
    expect(normalizeCryptoAddress('solana', address)).toEqual({ ok: true, value: address });
  });

  // Solana addresses carry no checksum: only a wrong length or a non-base58 character shows.
  it.each([
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ])('refuses %s', (address) => {
    expect(normalizeCryptoAddress('solana', address)).toEqual({ ok: false, issue: 'solana_address' });
  });

  it('decodes base58 with its leading zero bytes', () => {
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    expect(decodeBase58('1112')).toEqual(Uint8Array.from([0, 0, 0, 1]));
    expect(decodeBase58('0OIl')).toBeNull();
  });
});

describe('other networks', () => {
  it('keeps an address of 8 to 120 plain characters as typed', () => {
    expect(normalizeCryptoAddress('other', ' addr1qxy:Z_9-k ')).toEqual({
      ok: true,
      value: 'addr1qxy:Z_9-k',
    });
    expect(normalizeCryptoAddress('other', 'short')).toEqual({ ok: false, issue: 'crypto_address' });
    expect(normalizeCryptoAddress('other', 'r9cZA1mLK5R/5Fs')).toEqual({
      ok: false,
      issue: 'crypto_address',
    });
  });
});
