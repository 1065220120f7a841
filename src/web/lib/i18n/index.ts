import { DEFAULT_LANGUAGE, LANGUAGES } from '@shared/domain/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguageSignals } from './browser-signals';
import { detectLanguage } from './detect-language';
import { RESOURCES } from './resources';

const initialLanguage = detectLanguage(readLanguageSignals());

// Resources are bundled, so init completes synchronously and the first render is translated.
void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: initialLanguage,
  supportedLngs: [...LANGUAGES],
  // Spec §1: a missing translation falls back to English, then to the key itself.
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['common', 'auth', 'dashboard'],
  defaultNS: 'common',
  returnEmptyString: false,
  // React escapes output already.
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = initialLanguage;

export { i18n };
