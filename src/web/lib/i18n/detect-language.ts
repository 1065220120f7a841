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

export type LanguageSignals = {
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

/** Spec §1 order: saved choice, else time zone, else first supported browser language, else en. */
export function detectLanguage(signals: LanguageSignals): Language {
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
  const city = timeZone.split('/').pop()?.toLowerCase();
  return city ? LANGUAGE_BY_ZONE_CITY[city] : undefined;
}
