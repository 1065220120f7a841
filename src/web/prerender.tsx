import type { Language } from '@shared/domain/languages';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shared/domain/languages';
import { createInstance } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Component as Check } from './app/routes/public/check';
import { Component as Landing } from './app/routes/public/landing';
import { Component as Cookies } from './app/routes/public/legal/cookies';
import { Component as LegalNotice } from './app/routes/public/legal/legal-notice';
import { Component as Privacy } from './app/routes/public/legal/privacy';
import { Component as Terms } from './app/routes/public/legal/terms';
import { Component as Verify } from './app/routes/public/verify';

/**
 * Build-time rendering of the public pages (issue 4 item 7; scripts/prerender.mjs). Search
 * engines and slow phones get the page's text before any JavaScript runs; the browser then
 * renders the live app over it. Nothing here reads the database: live figures, firm content and
 * the team appear once the browser has fetched them, so the HTML never holds a stale figure.
 */

/** A page's component and the keys of its title and meta description. */
type Page = { component: ComponentType; title: string; description: string };
type TFn = (key: string) => string;

const PAGES: Record<string, Page> = {
  '/': { component: Landing, title: 'publicSite:meta.title', description: 'publicSite:meta.description' },
  '/verify': { component: Verify, title: 'publicSite:verify.title', description: 'publicSite:verify.lead' },
  '/check': { component: Check, title: 'publicSite:check.title', description: 'publicSite:check.lead' },
  '/privacy': { component: Privacy, title: 'legal:privacy.title', description: 'legal:privacy.description' },
  '/terms': { component: Terms, title: 'legal:terms.title', description: 'legal:terms.description' },
  '/legal-notice': {
    component: LegalNotice,
    title: 'legal:legalNotice.title',
    description: 'legal:legalNotice.description',
  },
  '/cookies': { component: Cookies, title: 'legal:cookies.title', description: 'legal:cookies.description' },
};

export const PRERENDERED_PATHS = Object.keys(PAGES);

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, bundle] of Object.entries(bundles)) {
    const [, language, namespace] = file.match(/\.\/locales\/(\w+)\/(\w+)\.json$/) ?? [];
    if (!language || !namespace) continue;
    all[language] ??= {};
    all[language][namespace] = bundle;
  }
  return all;
}

export type Rendered = { html: string; title: string; description: string };

export async function render(path: string, language: Language): Promise<Rendered> {
  const page = PAGES[path];
  if (!page) throw new Error(`No prerendered page for ${path}`);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: resources(),
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common', 'auth', 'publicSite', 'legal'],
    defaultNS: 'common',
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  const t: TFn = (key) => i18n.t(key);
  const Component = page.component;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Component />
    </I18nextProvider>,
  );
  const appName = t('appName');
  const title = t(page.title);
  // The same form as useDocumentTitle, so the tab title does not change when the app takes over.
  return { html, title: `${title} · ${appName}`, description: t(page.description) };
}
