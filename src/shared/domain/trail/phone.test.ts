import { describe, expect, it } from 'vitest';
import { normalizeMessenger } from './messenger';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  // Ofcom's drama number +44 20 7946 0958 and a Berlin landline, as people write them.
  it.each([
    ['+44 20 7946 0958', undefined],
    ['+44 (0)20 7946 0958', undefined],
    ['+44-20-7946-0958', undefined],
    ['(+44) 20 7946 0958', undefined],
    ['0044 20 7946 0958', undefined],
    ['0044 20 7946 0958', 'DE'],
    ['020 7946 0958', 'GB'],
    ['020 7946 0958', 'UK'],
    ['(020) 7946-0958', 'gb'],
    ['+442079460958', 'US'],
    ['0011 44 20 7946 0958', 'AU'],
    ['011 44 20 7946 0958', 'US'],
    ['tel:+442079460958', undefined],
  ])('reads %j (default country %s) as +442079460958', (input, country) => {
    expect(normalizePhone(input, country)).toEqual({ ok: true, value: '+442079460958' });
  });

  it.each([
    ['030 1234567', 'DE', '+49301234567'],
    ['030/123 45 67', 'DE', '+49301234567'],
    ['+49 (0) 1512 3456789', undefined, '+4915123456789'],
    ['(202) 555-0143', 'US', '+12025550143'],
    ['202.555.0143', 'US', '+12025550143'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
  ])('reads %j (default country %s) as %s', (input, country, value) => {
    expect(normalizePhone(input, country)).toEqual({ ok: true, value });
  });

  it('asks for the country when a number has neither + nor 00 nor a default country', () => {
    expect(normalizePhone('020 7946 0958')).toEqual({ ok: false, issue: 'phone_country' });
    expect(normalizePhone('020 7946 0958', 'XX')).toEqual({ ok: false, issue: 'phone_country' });
  });

  it.each([
    ['+1 555 0100', 'too short for its country'],
    ['+44 20 7946 09', 'too short'],
    ['+999 123 456 789', 'no such country code'],
    ['1-800-FLOWERS', 'letters'],
    ['+44 20 7946 0958 ext. 12', 'an extension'],
    ['', 'empty'],
    ['++44 20 7946 0958', 'a doubled +'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizePhone(input, 'US')).toEqual({ ok: false, issue: 'phone' });
  });

  it('keeps two numbers one digit apart apart', () => {
    expect(normalizePhone('+44 20 7946 0958')).not.toEqual(normalizePhone('+44 20 7946 0959'));
  });
});

describe('WhatsApp and Signal contacts are phone numbers', () => {
  it.each([
    ['whatsapp', '+44 20 7946 0958', undefined],
    ['whatsapp', 'https://wa.me/442079460958', undefined],
    ['whatsapp', 'wa.me/442079460958', undefined],
    ['signal', '020 7946 0958', 'GB'],
  ] as const)('reads %s %j as the phone +442079460958', (platform, input, country) => {
    expect(normalizeMessenger(platform, input, country)).toEqual({
      ok: true,
      kind: 'phone',
      value: '+442079460958',
    });
  });

  it('reports a number’s own problem', () => {
    expect(normalizeMessenger('whatsapp', '020 7946 0958')).toEqual({ ok: false, issue: 'phone_country' });
    expect(normalizeMessenger('signal', '@someone')).toEqual({ ok: false, issue: 'phone' });
  });
});
