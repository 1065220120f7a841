import { describe, expect, it } from 'vitest';
import { normalizeAccountNumber, normalizeBic, normalizeIban } from './bank';

describe('normalizeIban', () => {
  // Published examples (ECBS, banks' documentation), printed and electronic.
  it.each([
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['  de89-3704-0044-0532-0130-00 ', 'DE89370400440532013000'],
    ['GB82WEST12345698765432', 'GB82WEST12345698765432'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['nl91 abna 0417 1643 00', 'NL91ABNA0417164300'],
    ['FR1420041010050500013M02606', 'FR1420041010050500013M02606'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
  ])('accepts %j as %s', (input, value) => {
    expect(normalizeIban(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['DE89370400440532013001', 'one account digit changed'],
    ['DE89370400440532031000', 'two digits swapped'],
    ['DE88370400440532013000', 'a check digit changed'],
    ['GB82WEST12345698765433', 'one account digit changed'],
    ['GB82WEST12345698756432', 'two digits swapped'],
    ['NL91ABNA0417164301', 'one account digit changed'],
    ['NL91ABNB0417164300', 'one bank letter changed'],
    ['FR1420041010050500013M02607', 'the RIB key changed'],
    ['FR1420041010050500013N02606', 'one letter changed'],
  ])('refuses %j (%s) as a mistyped IBAN', (input) => {
    expect(normalizeIban(input)).toEqual({ ok: false, issue: 'iban_checksum' });
  });

  it.each([
    ['', 'empty'],
    ['DE8937040044053201300', 'one digit short for Germany'],
    ['DE893704004405320130000', 'one digit long for Germany'],
    ['XX89370400440532013000', 'no such country'],
    ['DE8937040044053201300O', 'a letter O where Germany has digits'],
    ['3704 0044 0532 0130 00', 'a German account without country'],
    ['DE89 3704 0044 0532 0130 00 €', 'a stray character'],
  ])('refuses %j (%s) as not an IBAN', (input) => {
    expect(normalizeIban(input)).toEqual({ ok: false, issue: 'iban_format' });
  });
});

describe('normalizeBic', () => {
  it.each([
    ['DEUTDEFF', 'DEUTDEFF'],
    ['deut de ff 500', 'DEUTDEFF500'],
    ['ABNANL2A', 'ABNANL2A'],
    ['NEDSZAJJXXX', 'NEDSZAJJXXX'],
  ])('accepts %j as %s', (input, value) => {
    expect(normalizeBic(input)).toEqual({ ok: true, value });
  });

  it.each(['DEUTDEF', 'DEUTDEFF50', 'DEUTXXFF', 'ABN4NL2A', 'DEUT-DE-FF', ''])('refuses %j', (input) => {
    expect(normalizeBic(input)).toEqual({ ok: false, issue: 'bic' });
  });
});

describe('normalizeAccountNumber', () => {
  it.each([
    ['12-34.56/78', '12345678'],
    [' 0012 3456 789 ', '00123456789'],
    ['ab-1234', 'AB1234'],
  ])('accepts %j as %s', (input, value) => {
    expect(normalizeAccountNumber(input)).toEqual({ ok: true, value });
  });

  it('keeps leading zeros: 0123 and 123 are different accounts', () => {
    expect(normalizeAccountNumber('01234')).not.toEqual(normalizeAccountNumber('1234'));
  });

  it.each(['123', '1'.repeat(35), '1234#5', '12_34', ''])('refuses %j', (input) => {
    expect(normalizeAccountNumber(input)).toEqual({ ok: false, issue: 'account_number' });
  });
});
