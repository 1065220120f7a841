import { LANGUAGE_STORAGE_KEY, type LanguageSignals } from './detect-language';

/** Reads the inputs of detectLanguage from the browser; each read may fail (privacy modes). */
export function readLanguageSignals(): LanguageSignals {
  return {
    requested: safely(() => new URLSearchParams(window.location.search).get('lang')),
    saved: safely(() => window.localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    timeZone: safely(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    browserLanguages: safely(() => navigator.languages),
  };
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
