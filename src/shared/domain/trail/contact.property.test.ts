import fc from 'fast-check';
import { type CountryCode, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './domain';
import { normalizeEmail } from './email';
import type { Normalized } from './issues';
import { normalizeMessenger } from './messenger';
import { MESSENGERS } from './options';
import { normalizePhone } from './phone';

/** libphonenumber's example mobile number of every country it knows. */
const EXAMPLES = (Object.keys(examples) as CountryCode[]).flatMap((country) => {
  const phone = getExampleNumber(country, examples);
  return phone ? [{ country, phone }] : [];
});

/** Separators slipped in between the characters of a number, as people space them. */
const spaced = (text: string) =>
  fc
    .array(fc.constantFrom('', '', ' ', '-', '.'), { minLength: text.length, maxLength: text.length })
    .map((gaps) => [...text].map((char, i) => (i > 0 && char !== '+' ? gaps[i] : '') + char).join(''));

/** How a number is written: E.164, international, with 00 (from abroad or home), national. */
const spellingsOf = ({ country, phone }: (typeof EXAMPLES)[number]): [string, CountryCode | undefined][] => [
  [phone.number, undefined],
  [phone.formatInternational(), undefined],
  [`00${phone.number.slice(1)}`, undefined],
  [`00${phone.number.slice(1)}`, country],
  [phone.formatNational(), country],
  [phone.nationalNumber, country],
];

describe('phone numbers', () => {
  it('give one E.164 value in every spelling, in every country', () => {
    // Every country once, then with random spacing: "0057…" typed in Colombia is Colombian.
    for (const example of EXAMPLES) {
      for (const [typed, country] of spellingsOf(example)) {
        expect(normalizePhone(typed, country), `${typed} in ${country}`).toEqual({
          ok: true,
          value: example.phone.number,
        });
      }
    }
    const spelling = fc
      .constantFrom(...EXAMPLES)
      .chain((example) =>
        fc.tuple(fc.constant(example.phone.number as string), fc.constantFrom(...spellingsOf(example))),
      );
    fc.assert(
      fc.property(
        spelling.chain(([value, [typed, country]]) =>
          fc.tuple(fc.constant(value), spaced(typed), fc.constant(country)),
        ),
        ([value, typed, country]) => {
          expect(normalizePhone(typed, country)).toEqual({ ok: true, value });
          expect(normalizePhone(value)).toEqual({ ok: true, value }); // idempotent
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('stay apart when one digit differs', () => {
    const changed = fc.tuple(fc.constantFrom(...EXAMPLES), fc.nat(), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(changed, ([{ phone }, pick, shift]) => {
        const at = 1 + (pick % (phone.number.length - 1));
        const digit = (Number(phone.number[at]) + shift) % 10;
        const other = `${phone.number.slice(0, at)}${digit}${phone.number.slice(at + 1)}`;
        const result = normalizePhone(other);
        if (result.ok) expect(result.value).not.toBe(phone.number);
      }),
    );
  });
});

const label = fc
  .stringMatching(/^[a-z0-9üéøñ]([a-z0-9üéøñ-]{0,12}[a-z0-9üéøñ])?$/)
  .filter((l) => !l.includes('--') && l !== 'www');
const host = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, topLevel]) => [...labels, topLevel].join('.'));

/** The ways a victim writes one website. */
const websiteSpelling = (name: string) =>
  fc
    .record({
      upper: fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
      www: fc.boolean(),
      scheme: fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
      port: fc.constantFrom('', ':443', ':8080'),
      dot: fc.constantFrom('', '.'),
      path: fc.constantFrom('', '/', '/login', '/a/b?ref=ad#pay'),
    })
    .map(({ upper, www, scheme, port, dot, path }) => {
      const cased = [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
      return `${scheme}${www ? 'www.' : ''}${cased}${dot}${port}${path}`;
    });

describe('websites', () => {
  it('give one value however they are written', () => {
    fc.assert(
      fc.property(
        host.chain((name) => fc.tuple(fc.constant(name), websiteSpelling(name))),
        ([name, typed]) => {
          const value = normalizeDomain(name);
          expect(value.ok).toBe(true);
          expect(normalizeDomain(typed)).toEqual(value);
        },
      ),
    );
  });

  it('stay apart when different', () => {
    fc.assert(
      fc.property(host, host, (a, b) => {
        fc.pre(a !== b);
        expect(normalizeDomain(a)).not.toEqual(normalizeDomain(b));
      }),
    );
  });

  it('give email addresses one value whatever the case', () => {
    const local = fc
      .stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,10}[a-z0-9])?$/)
      .filter((l) => !l.includes('..'));
    fc.assert(
      fc.property(local, host, (name, domain) => {
        const value = normalizeEmail(`${name}@${domain}`);
        expect(value.ok).toBe(true);
        expect(normalizeEmail(` ${name.toUpperCase()}@${domain.toUpperCase()} `)).toEqual(value);
      }),
    );
  });
});

describe('normalizing a value again gives the value', () => {
  const anything = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.stringMatching(/^[\w:./@+ -]{0,60}$/),
  );
  const idempotent = (normalize: (input: string) => Normalized) =>
    fc.assert(
      fc.property(anything, (input) => {
        const first = normalize(input);
        if (first.ok) expect(normalize(first.value)).toEqual(first);
      }),
    );

  it('for phones, websites and email addresses', () => {
    idempotent((input) => normalizePhone(input, 'DE'));
    idempotent(normalizeDomain);
    idempotent(normalizeEmail);
  });

  it.each(MESSENGERS)('for %s handles', (platform) => {
    idempotent((input) => {
      const result = normalizeMessenger(platform, input, 'GB');
      if (!result.ok) return result;
      // A handle's value carries its platform; a WhatsApp or Signal one is a phone number.
      return {
        ok: true,
        value: result.kind === 'phone' ? result.value : result.value.slice(platform.length + 1),
      };
    });
  });
});
