import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@shared/domain/languages';
import i18next, { type TFunction } from 'i18next';
import type { Namespace } from '../../src/web/lib/i18n/resources';

const localesDir = fileURLToPath(new URL('../../src/web/locales', import.meta.url));

/**
 * For unit tests: one namespace's real texts in all six languages, with no fallback between
 * languages, so a missing text shows as its key instead of hiding behind the English one.
 */
export async function textsOf<N extends Namespace>(namespace: N) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { [namespace]: JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8')) },
      ]),
    ),
    lng: 'en',
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
  });
  return {
    i18n,
    tFor: (language: string) => i18n.getFixedT(language, namespace) as TFunction<N>,
  };
}
