import { LANGUAGES, type Language } from '@shared/domain/languages';

/** localStorage key holding the person's own choice (spec §3 "Local storage keys"). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Time-zone cities and the language people there expect (spec §1). Matched against the city
 * part of any zone, so 'Europe/Amsterdam' and a hypothetical 'Etc/Amsterdam' both give nl.
 */
const LANGUAGE_BY_ZONE_CITY: Record<string, Language> = {
  amsterdam: 'nl',
  berlin: 'de',
  rome: 'it',
  paris: 'fr',
  madrid: 'es',
  toronto: 'en',
  vancouver: 'en',
};

/**
 * Issue 4: "plus other zones of those countries" — the IANA zones of the Netherlands, Germany,
 * Italy, France, Spain and Canada beyond the cities above (Canada's zones give English, as the
 * spec maps Toronto and Vancouver).
 */
const LANGUAGE_BY_ZONE: Record<string, Language> = {
  'America/Kralendijk': 'nl',
  'Europe/Busingen': 'de',
  'Africa/Ceuta': 'es',
  'Atlantic/Canary': 'es',
  ...Object.fromEntries(
    [
      'Atikokan',
      'Blanc-Sablon',
      'Cambridge_Bay',
      'Creston',
      'Dawson',
      'Dawson_Creek',
      'Edmonton',
      'Fort_Nelson',
      'Glace_Bay',
      'Goose_Bay',
      'Halifax',
      'Inuvik',
      'Iqaluit',
      'Moncton',
      'Montreal',
      'Nipigon',
      'Pangnirtung',
      'Rainy_River',
      'Rankin_Inlet',
      'Regina',
      'Resolute',
      'St_Johns',
      'Swift_Current',
      'Thunder_Bay',
      'Whitehorse',
      'Winnipeg',
      'Yellowknife',
    ].map((city) => [`America/${city}`, 'en' as Language]),
  ),
  ...Object.fromEntries(
    ['Atlantic', 'Central', 'Eastern', 'Mountain', 'Newfoundland', 'Pacific', 'Saskatchewan', 'Yukon'].map(
      (zone) => [`Canada/${zone}`, 'en' as Language],
    ),
  ),
};

export type LanguageSignals = {
  /**
   * `?lang=` of the address: set only by the language-specific links search engines list
   * (hreflang), so someone following one reads that language. D109.
   */
  requested?: string | null;
  /** The raw value saved under LANGUAGE_STORAGE_KEY, if any. */
  saved?: string | null;
  /** An IANA time zone such as 'Europe/Berlin'. */
  timeZone?: string | null;
  /** BCP 47 tags in preference order, as in navigator.languages. */
  browserLanguages?: readonly string[] | null;
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec §1 order: saved choice, else time zone, else first supported browser language, else en.
 * A language-specific address (?lang=, D109) comes first, as an explicit choice.
 */
export function detectLanguage(signals: LanguageSignals): Language {
  if (isLanguage(signals.requested)) return signals.requested;
  if (isLanguage(signals.saved)) return signals.saved;

  const fromZone = languageFromTimeZone(signals.timeZone);
  if (fromZone) return fromZone;

  for (const tag of signals.browserLanguages ?? []) {
    const base = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function languageFromTimeZone(timeZone: string | null | undefined): Language | undefined {
  if (!timeZone) return undefined;
  const zone = LANGUAGE_BY_ZONE[timeZone];
  if (zone) return zone;
  const city = timeZone.split('/').pop()?.toLowerCase();
  return city ? LANGUAGE_BY_ZONE_CITY[city] : undefined;
}
