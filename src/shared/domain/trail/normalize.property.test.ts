import { bytesToHex } from '@noble/hashes/utils.js';
import bs58check from 'bs58check';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAccountNumber, normalizeBic, normalizeIban } from './bank';
import { normalizeCryptoAddress, toChecksumAddress } from './crypto';
import { indicatorsOfPayment } from './indicators';
import type { Normalized } from './issues';
import { normalizeAppName, normalizeMerchantDescriptor } from './names';
import { CRYPTO_NETWORKS } from './options';
import { normalizeTxHash } from './tx-hash';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });
const numeric = (length: number) => digits(length).map((d) => d.join(''));
const letters = (length: number) => fc.stringMatching(new RegExp(`^[A-Z]{${length}}$`));

/** Bank code and account length of countries whose BBAN has no national check digits to compute. */
const BBANS: Record<string, [fc.Arbitrary<string>, number]> = {
  DE: [numeric(8), 10],
  AT: [numeric(5), 11],
  GB: [letters(4), 14],
  NL: [letters(4), 10],
  IE: [letters(4), 14],
};
const bban = fc
  .constantFrom(...Object.entries(BBANS))
  .chain(([country, [bank, length]]) =>
    fc.record({ country: fc.constant(country), prefix: bank, account: digits(length) }),
  );

/** ISO 7064 mod 97-10, as an IBAN's check digits are computed. */
function withCheckDigits(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const remainder = [...numeric].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const flipCase = (text: string, at: number) => {
  const char = text[at] ?? '';
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return text.slice(0, at) + flipped + text.slice(at + 1);
};

/** A text with separators (spaces, dashes) slipped in at random places, and its case changed. */
const respelled = (text: string, lower: boolean) =>
  fc
    .array(fc.constantFrom('', '', ' ', '-'), { minLength: text.length, maxLength: text.length })
    .map((gaps) => {
      const spaced = [...text].map((char, i) => char + (i < text.length - 1 ? gaps[i] : '')).join('');
      return lower ? spaced.toLowerCase() : spaced;
    });

const normalizedValue = (result: Normalized) => (result.ok ? result.value : `refused:${result.issue}`);

describe('IBANs', () => {
  it('give one value however they are spelled', () => {
    const spelling = bban.chain(({ country, prefix, account }) => {
      const iban = withCheckDigits(country, prefix + account.join(''));
      return fc.tuple(
        fc.constant(iban),
        fc.boolean().chain((lower) => respelled(iban, lower)),
      );
    });
    fc.assert(
      fc.property(spelling, ([iban, typed]) => {
        expect(normalizeIban(typed)).toEqual({ ok: true, value: iban });
        expect(normalizeIban(iban)).toEqual({ ok: true, value: iban }); // idempotent
      }),
    );
  });

  it('stay apart when one account digit differs, and a mistyped digit is caught', () => {
    const pair = bban.chain((b) =>
      fc.tuple(fc.constant(b), fc.nat({ max: b.account.length - 1 }), fc.integer({ min: 1, max: 9 })),
    );
    fc.assert(
      fc.property(pair, ([{ country, prefix, account }, at, shift]) => {
        const other = account.map((d, i) => (i === at ? (d + shift) % 10 : d));
        const first = withCheckDigits(country, prefix + account.join(''));
        const second = withCheckDigits(country, prefix + other.join(''));
        expect(normalizedValue(normalizeIban(first))).not.toBe(normalizedValue(normalizeIban(second)));
        const typo = first.slice(0, 4) + second.slice(4);
        expect(normalizeIban(typo)).toEqual({ ok: false, issue: 'iban_checksum' });
      }),
    );
  });
});

const address20 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${bytesToHex(bytes)}`);
const evmNetwork = fc.constantFrom('ethereum', 'bsc', 'polygon');

describe('EVM addresses', () => {
  it('give one indicator in lowercase, checksummed or in one case, on every EVM chain', () => {
    fc.assert(
      fc.property(address20, evmNetwork, evmNetwork, (lower, a, b) => {
        const spellings = [lower, toChecksumAddress(lower), `0x${lower.slice(2).toUpperCase()}`];
        const values = spellings.map((walletAddress, i) =>
          indicatorsOfPayment({ method: 'crypto', cryptoNetwork: i % 2 ? a : b, walletAddress }),
        );
        for (const value of values)
          expect(value).toEqual([{ kind: 'crypto_address', value: `evm:${lower}` }]);
      }),
    );
  });

  it('stay apart when different, and a letter with its case flipped is caught', () => {
    fc.assert(
      fc.property(address20, address20, fc.nat(), (first, second, pick) => {
        fc.pre(first !== second);
        expect(normalizeCryptoAddress('ethereum', first)).not.toEqual(
          normalizeCryptoAddress('ethereum', second),
        );
        const checksummed = toChecksumAddress(first);
        const letterAt = [...checksummed].flatMap((char, i) => (i > 1 && /[a-f]/i.test(char) ? [i] : []));
        fc.pre(letterAt.length > 1); // one letter flipped alone would be a one-case address
        const flipped = flipCase(checksummed, letterAt[pick % letterAt.length] ?? 0);
        // Flipping the only small (or capital) letter leaves a one-case address, which has no
        // checksum to fail: only a flip that keeps both cases must be caught.
        fc.pre(/[a-f]/.test(flipped.slice(2)) && /[A-F]/.test(flipped.slice(2)));
        expect(normalizeCryptoAddress('polygon', flipped)).toEqual({ ok: false, issue: 'evm_checksum' });
      }),
    );
  });
});

describe('TRON and Solana', () => {
  it('read any TRON account and any 32-byte Solana key, and keep them apart', () => {
    const account = fc.uint8Array({ minLength: 20, maxLength: 20 });
    fc.assert(
      fc.property(account, account, (a, b) => {
        fc.pre(bytesToHex(a) !== bytesToHex(b));
        const [tronA, tronB] = [a, b].map((bytes) => bs58check.encode(Uint8Array.from([0x41, ...bytes])));
        expect(normalizeCryptoAddress('tron', tronA ?? '')).toEqual({ ok: true, value: tronA });
        expect(normalizedValue(normalizeCryptoAddress('tron', tronA ?? ''))).not.toBe(
          normalizedValue(normalizeCryptoAddress('tron', tronB ?? '')),
        );
        // 28 bytes and bs58check's 4 make a 32-byte key.
        const solana = bs58check.encode(Uint8Array.from([...a, ...b.slice(0, 8)]));
        expect(normalizeCryptoAddress('solana', solana)).toEqual({ ok: true, value: solana });
      }),
    );
  });
});

describe('normalizing a value again gives the value', () => {
  const anything = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.stringMatching(/^[\w:. -]{0,70}$/),
  );
  const idempotent = (normalize: (input: string) => Normalized) =>
    fc.assert(
      fc.property(anything, (input) => {
        const first = normalize(input);
        if (first.ok) expect(normalize(first.value)).toEqual(first);
      }),
    );

  it('for bank details, names and payees', () => {
    for (const normalize of [
      normalizeIban,
      normalizeBic,
      normalizeAccountNumber,
      normalizeAppName,
      normalizeMerchantDescriptor,
    ]) {
      idempotent(normalize);
    }
  });

  it.each(CRYPTO_NETWORKS)('for addresses and transaction IDs on %s', (network) => {
    idempotent((input) => normalizeCryptoAddress(network, input));
    idempotent((input) => normalizeTxHash(network, input));
  });
});
