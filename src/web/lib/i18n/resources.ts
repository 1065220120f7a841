import type { Language } from '@shared/domain/languages';

/**
 * Every namespace, one file each in locales/<language>/<namespace>.json: one per web feature
 * (named after its folder in camelCase) and one per area of app/ (`portal`, `lawyer`, `admin`...),
 * plus `common`. The code that reads a namespace asks for it (lib/i18n/texts.ts); this list only
 * says which names exist.
 */
export const NAMESPACES = [
  'common',
  // app/: the layouts, the public pages and each audience's screens.
  'dashboard',
  'legal',
  'portal',
  'payments',
  'lawyer',
  'analytics',
  'manager',
  'admin',
  'adminOverview',
  'adminSystem',
  // features/
  'account',
  'approvals',
  'audit',
  'auth',
  'bankStatements',
  'cases',
  'conflicts',
  'deadlines',
  'desks',
  'documents',
  'evidencePacks',
  'indicators',
  'insights',
  'leads',
  'ledger',
  'messages',
  'notifications',
  'passkeys',
  'paymentTrail',
  'people',
  'publicSite',
  'reauth',
  'reconciliation',
  'secondFactors',
  'settings',
  'signInCode',
  'system',
  'withdrawals',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first render of any page: the letterhead and the public pages. The sign-in
 * forms' texts ('auth') load with the routes that show one, off the landing page's first load.
 */
export const INITIAL_NAMESPACES: Namespace[] = ['common', 'publicSite'];

type Bundle = { default: Record<string, unknown> };

// One chunk per language and namespace: a visitor downloads only the texts of the language they
// read (plus English, the fallback), never all six (issue 4: first load ≤ 120 KB gzip).
const loaders = import.meta.glob<Bundle>('../../locales/*/*.json');

export async function loadBundle(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return (await load()).default;
}

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}
