import { DEFAULT_LANGUAGE, LANGUAGES } from '@shared/domain/languages';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readLanguageSignals } from './browser-signals';
import { detectLanguage } from './detect-language';
import { INITIAL_NAMESPACES, isNamespace, loadBundle } from './resources';

// Prerendering (src/web/prerender.tsx) imports components that import this module under Node,
// where there is no browser to read signals from; it renders with its own i18next instance.
const inBrowser = typeof window !== 'undefined';
const initialLanguage = inBrowser ? detectLanguage(readLanguageSignals()) : DEFAULT_LANGUAGE;

/**
 * English is the fallback for a missing key (spec §1), but every language is complete (the
 * completeness test fails otherwise), so for a visitor reading another language the English
 * texts would only add to the first load (D110). They stand empty until a key is
 * missing or someone switches to English; then loadEnglishFallback() fetches them and the page
 * re-renders with them.
 */
let englishDeferred = initialLanguage !== DEFAULT_LANGUAGE;

/**
 * Resolves once the detected language and English (the fallback) are loaded for the first
 * page's namespaces. main.tsx waits for it, so the first render is already translated; other
 * namespaces (dashboards, legal texts) load when a route needs them.
 */
export const i18nReady = i18n
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      (LANGUAGES as readonly string[]).includes(language) &&
      isNamespace(namespace) &&
      !(englishDeferred && language === DEFAULT_LANGUAGE)
        ? loadBundle(language as (typeof LANGUAGES)[number], namespace)
        : Promise.resolve({}),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    supportedLngs: [...LANGUAGES],
    // Spec §1: a missing translation falls back to English, then to the key itself.
    fallbackLng: DEFAULT_LANGUAGE,
    ns: INITIAL_NAMESPACES,
    defaultNS: 'common',
    returnEmptyString: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    // A missing key fetches the held-back English texts ('loaded' then re-renders the page).
    saveMissing: true,
    missingKeyHandler: () => void loadEnglishFallback(),
    react: { bindI18n: 'languageChanged loaded' },
  });

if (inBrowser) document.documentElement.lang = initialLanguage;

/** Fetches the English fallback texts held back at start, for every namespace loaded so far. */
export async function loadEnglishFallback(): Promise<void> {
  if (!englishDeferred) return;
  englishDeferred = false;
  const { ns } = i18n.options;
  await i18n.reloadResources([DEFAULT_LANGUAGE], typeof ns === 'string' ? [ns] : [...(ns ?? [])]);
}

export { i18n };
