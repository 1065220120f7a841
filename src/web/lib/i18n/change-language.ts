import type { Language } from '@shared/domain/languages';
import { LANGUAGE_STORAGE_KEY } from './detect-language';
import { i18n, loadEnglishFallback } from './index';

/** The event other parts of the page can listen to (spec §1 "a language-changed event is broadcast"). */
export const LANGUAGE_CHANGED_EVENT = 'language-changed';

/**
 * Switches the interface language and remembers the choice on this device. Saving the choice on
 * the account (for emails) is the caller's job, because only it knows whether someone is signed in.
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (privacy mode); the switch still applies to this page view.
  }
  // Switching to English before its texts arrived would show keys.
  await loadEnglishFallback();
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language } }));
}
