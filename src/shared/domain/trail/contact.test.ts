import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './domain';
import { normalizeEmail } from './email';
import { normalizeMessenger } from './messenger';
import { normalizeAppName, normalizeMerchantDescriptor } from './names';
import type { Messenger } from './options';

describe('normalizeDomain', () => {
  it.each([
    'example.com',
    'Example.COM',
    'www.example.com',
    'WWW.Example.com.',
    'https://www.example.com/login?next=/account#top',
    'http://example.com:8080',
    'example.com/path',
    '  example.com  ',
    'hxxps://example[.]com/',
  ])('reads %j as example.com', (input) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, value: 'example.com' });
  });

  it.each([
    ['bücher.de', 'xn--bcher-kva.de'],
    ['https://BÜCHER.de/shop', 'xn--bcher-kva.de'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['secure-login.example.co.uk', 'secure-login.example.co.uk'],
    ['www2.example.com', 'www2.example.com'],
    ['www.com', 'www.com'],
    ['https://mybank.com@scam-site.net/login', 'scam-site.net'],
  ])('reads %j as %s', (input, value) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, value });
  });

  it('keeps subdomains apart: a scam may rent one on a shared host', () => {
    expect(normalizeDomain('scam.example.com')).not.toEqual(normalizeDomain('example.com'));
  });

  it.each([
    ['192.168.1.10', 'an IPv4 address'],
    ['http://8.8.8.8/x', 'an IPv4 address in a URL'],
    ['http://[2001:db8::1]/', 'an IPv6 address'],
    ['localhost', 'no dot'],
    ['example.c0m', 'a digit in the top-level domain'],
    ['example.c', 'a one-letter top-level domain'],
    ['exam ple.com', 'a space'],
    ['-example.com', 'a label starting with a hyphen'],
    ['example..com', 'an empty label'],
    ['support@example.com', 'an email address'],
    ['', 'empty'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, issue: 'domain' });
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Support@Example.COM', 'support@example.com'],
    ['  support@example.com ', 'support@example.com'],
    ['mailto:support@example.com', 'support@example.com'],
    ['Info@Bücher.de', 'info@xn--bcher-kva.de'],
    ['first.last+tag@gmail.com', 'first.last+tag@gmail.com'],
  ])('reads %j as %s', (input, value) => {
    expect(normalizeEmail(input)).toEqual({ ok: true, value });
  });

  it('keeps dots and tags: they may be different mailboxes', () => {
    expect(normalizeEmail('a.b@example.com')).not.toEqual(normalizeEmail('ab@example.com'));
  });

  it.each([
    'support',
    'support@',
    '@example.com',
    'a@b',
    'a..b@example.com',
    '.a@example.com',
    'a b@example.com',
  ])('refuses %j', (input) => {
    expect(normalizeEmail(input)).toEqual({ ok: false, issue: 'email' });
  });
});

describe('normalizeMessenger handles', () => {
  it.each([
    ['telegram', '@FX_Support', 'telegram:fx_support'],
    ['telegram', 'https://t.me/fx_support', 'telegram:fx_support'],
    ['telegram', 't.me/FX_support/', 'telegram:fx_support'],
    ['telegram', 'telegram.me/fx_support', 'telegram:fx_support'],
    ['instagram', '@Crypto.Coach_1', 'instagram:crypto.coach_1'],
    ['instagram', 'https://www.instagram.com/crypto.coach_1/?hl=en', 'instagram:crypto.coach_1'],
    ['facebook', 'https://www.facebook.com/Invest.Now', 'facebook:invest.now'],
    ['facebook', 'fb.com/invest.now', 'facebook:invest.now'],
    ['facebook', 'https://m.facebook.com/profile.php?id=100012345678', 'facebook:100012345678'],
    ['wechat', 'Wxid_Trader-88', 'wechat:wxid_trader-88'],
    ['other', '  Line  ID  TradeBot ', 'other:line id tradebot'],
  ] as const)('reads %s %j as %s', (platform, input, value) => {
    expect(normalizeMessenger(platform, input)).toEqual({ ok: true, kind: 'messenger', value });
  });

  it.each<[Messenger, string, string]>([
    ['telegram', 'abcd', 'shorter than 5'],
    ['telegram', 'https://t.me/+AbCdEf123', 'a private invitation link'],
    ['telegram', 'fx-support', 'a hyphen'],
    ['instagram', 'a'.repeat(31), 'longer than 30'],
    ['wechat', 'abc', 'shorter than 6'],
    ['facebook', 'invest now', 'a space'],
    ['other', 'x', 'shorter than 2'],
  ])('refuses %s %j (%s)', (platform, input) => {
    expect(normalizeMessenger(platform, input)).toEqual({ ok: false, issue: 'messenger' });
  });
});

describe('names', () => {
  it('folds an app’s name: case, spaces, full-width letters', () => {
    expect(normalizeAppName('  Crypto   PRO\tTrader ')).toEqual({ ok: true, value: 'crypto pro trader' });
    expect(normalizeAppName('ＣｒｙｐｔｏＰｒｏ')).toEqual({ ok: true, value: 'cryptopro' });
    expect(normalizeAppName('x')).toEqual({ ok: false, issue: 'app' });
  });

  it('writes a card payee in capitals, as statements do', () => {
    expect(normalizeMerchantDescriptor('paypal *fxtrade  ltd')).toEqual({
      ok: true,
      value: 'PAYPAL *FXTRADE LTD',
    });
    expect(normalizeMerchantDescriptor(' ab ')).toEqual({ ok: false, issue: 'merchant' });
    expect(normalizeMerchantDescriptor('A'.repeat(101))).toEqual({ ok: false, issue: 'merchant' });
  });
});
