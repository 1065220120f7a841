import { describe, expect, it } from 'vitest';
import type { IndicatorKind } from './export-indicator';
import { scoId, uuidV5 } from './stix-ids';
import { observableOf, patternString } from './stix-observables';

const AMBER = ['marking-definition--f88d31f6-486f-44da-b317-01333bde0b82'];
const map = (kind: IndicatorKind, value: string) => observableOf({ kind, value }, AMBER);

/** Reads back the comparisons of a pattern `[a:b = '…' AND c:d = '…']`, undoing the escapes. */
function comparisons(pattern: string): Array<[string, string, string]> {
  const body = /^\[(.*)\]$/.exec(pattern)?.[1] ?? '';
  const found = [...body.matchAll(/([a-z0-9-]+):([a-z_]+) = '((?:[^'\\]|\\.)*)'(?: AND |$)/g)];
  expect(found.map((m) => m[0]).join('')).toBe(body);
  return found.map((m) => [m[1]!, m[2]!, m[3]!.replace(/\\(.)/g, '$1')]);
}

describe('STIX observables and patterns', () => {
  it.each([
    [
      'domain',
      'fx-trade.example',
      'domain-name',
      { value: 'fx-trade.example' },
      "[domain-name:value = 'fx-trade.example']",
    ],
    ['email', 'a@b.example', 'email-addr', { value: 'a@b.example' }, "[email-addr:value = 'a@b.example']"],
    [
      'messenger',
      'telegram:fx_support',
      'user-account',
      { account_type: 'telegram', account_login: 'fx_support' },
      "[user-account:account_type = 'telegram' AND user-account:account_login = 'fx_support']",
    ],
    ['app', 'metatradex', 'software', { name: 'metatradex' }, "[software:name = 'metatradex']"],
    [
      'iban',
      'DE89370400440532013000',
      'x-recourse-bank-account',
      { iban: 'DE89370400440532013000' },
      "[x-recourse-bank-account:iban = 'DE89370400440532013000']",
    ],
    [
      'bank_account',
      'DEUTDEFF/0532013000',
      'x-recourse-bank-account',
      { bic: 'DEUTDEFF', account_number: '0532013000' },
      "[x-recourse-bank-account:bic = 'DEUTDEFF' AND x-recourse-bank-account:account_number = '0532013000']",
    ],
    [
      'bank_account',
      '0532013000',
      'x-recourse-bank-account',
      { account_number: '0532013000' },
      "[x-recourse-bank-account:account_number = '0532013000']",
    ],
    [
      'crypto_address',
      'tron:TXyz123',
      'x-recourse-crypto-wallet',
      { chain: 'tron', address: 'TXyz123' },
      "[x-recourse-crypto-wallet:address = 'TXyz123']",
    ],
    [
      'phone',
      '+4915112345678',
      'x-recourse-phone-number',
      { value: '+4915112345678' },
      "[x-recourse-phone-number:value = '+4915112345678']",
    ],
    [
      'card_merchant',
      'FX PRO LTD',
      'x-recourse-card-merchant',
      { descriptor: 'FX PRO LTD' },
      "[x-recourse-card-merchant:descriptor = 'FX PRO LTD']",
    ],
  ] as const)('maps %s %s to %s', (kind, value, type, properties, pattern) => {
    const { observable, pattern: written } = map(kind, value);
    expect(observable).toEqual({
      type,
      spec_version: '2.1',
      id: scoId(type, properties),
      ...properties,
      object_marking_refs: AMBER,
    });
    expect(written).toBe(pattern);
  });

  it('escapes backslashes and quotes in string literals, and reads back the exact value', () => {
    expect(patternString("O'BRIEN \\ CO")).toBe("'O\\'BRIEN \\\\ CO'");
    const tricky = "a'b\\'c\\\\ AND x:y = 'z'";
    const { pattern } = map('card_merchant', tricky);
    expect(comparisons(pattern)).toEqual([['x-recourse-card-merchant', 'descriptor', tricky]]);
    expect(comparisons(map('messenger', "telegram:o'neil").pattern)).toEqual([
      ['user-account', 'account_type', 'telegram'],
      ['user-account', 'account_login', "o'neil"],
    ]);
  });

  it('derives SCO ids as STIX 2.1 does (UUID v5 over canonical JSON of the id properties)', () => {
    // RFC 4122's namespace test vector (as in Python's uuid documentation).
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
    // The STIX 2.1 specification's own domain-name example.
    expect(map('domain', 'example.com').observable.id).toBe(
      'domain-name--bedb4899-d24b-5401-bc86-8f6b4cc18ec7',
    );
    // Canonical JSON sorts keys: the order properties are written in does not change the id.
    expect(scoId('user-account', { account_type: 't', account_login: 'h' })).toBe(
      scoId('user-account', { account_login: 'h', account_type: 't' }),
    );
  });
});
