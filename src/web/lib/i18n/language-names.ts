import type { Language } from '@shared/domain/languages';

/**
 * How each language names itself (its flag is components/flag.tsx). Not translated: a person
 * looking for their own language recognises "Deutsch", whatever language the page is in.
 */
export const LANGUAGE_DISPLAY: Record<Language, { nativeName: string }> = {
  en: { nativeName: 'English' },
  es: { nativeName: 'Español' },
  nl: { nativeName: 'Nederlands' },
  de: { nativeName: 'Deutsch' },
  it: { nativeName: 'Italiano' },
  fr: { nativeName: 'Français' },
};
