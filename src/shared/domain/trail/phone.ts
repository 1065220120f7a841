import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { accept, type Normalized, refuse } from './issues';

/** The separators people write numbers with: "+44 (0)20 7946-0958", "030/123.456". */
const SEPARATORS = /[\s().\-/]/g;

/** A country for numbers typed without one. "UK" is accepted as elsewhere in the app (iso-countries.ts). */
function countryOf(code: string | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase();
  const country = upper === 'UK' ? 'GB' : upper;
  return country && isSupportedCountry(country) ? country : undefined;
}

/**
 * A phone number as typed → E.164 ("+442079460958"), the one spelling a number has worldwide.
 * `+44…`, `0044…` and, with defaultCountry GB, `020…` give the same value. `00` is read as `+`
 * first: read with the country's own rules, "0057…" in Colombia would be a Russian number. Only
 * when that is no number is the country's own exit code tried (Australia's "0011 44…"). Without a
 * `+`/`00` and without a country the number cannot be placed: `phone_country`, so the form can
 * ask for one. Letters (vanity numbers, "ext.") are refused rather than guessed at.
 */
export function normalizePhone(input: string, defaultCountry?: string): Normalized {
  const compact = input.trim().replace(/^tel:/i, '').replace(SEPARATORS, '');
  if (!/^\+?\d{3,20}$/.test(compact)) return refuse('phone');
  const country = countryOf(defaultCountry);
  const isInternational = compact.startsWith('+') || compact.startsWith('00');
  if (!isInternational && !country) return refuse('phone_country');
  const spellings = compact.startsWith('00') ? [`+${compact.slice(2)}`, compact] : [compact];
  for (const spelling of spellings) {
    const phone = parsePhoneNumberFromString(spelling, country);
    if (phone?.isValid()) return accept(phone.number);
  }
  return refuse('phone');
}
