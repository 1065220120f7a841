import type { Language } from '@shared/domain/languages';

/** The admin console's own namespaces: one list, so the console's route loads every one of them. */
export const ADMIN_AREA_NAMESPACES = [
  'admin',
  'adminOverview',
  'people',
  'cases',
  'insights',
  'adminSystem',
  'settings',
  // Issue 19: the trust account's bank statements, on the Financials tab.
  'bankStatements',
  // D37: changes to controls waiting for a second admin.
  'approvals',
  // Issue 19: the monthly three-way reconciliation.
  'reconciliation',
  'desks',
  'audit',
  'system',
  'withdrawals',
] as const;

/** Namespaces, one per area of the interface; locales/<language>/<namespace>.json each. */
export const NAMESPACES = [
  'common',
  'auth',
  'dashboard',
  'publicSite',
  'legal',
  'portal',
  'documents',
  'messages',
  'payments',
  'notifications',
  'lawyer',
  'leads',
  'analytics',
  'manager',
  // Issue 18: the sign-in steps, passkeys, emailed sign-in codes, the inline identity check, the account page.
  'secondFactors',
  'passkeys',
  'signInCode',
  'reauth',
  'account',
  // Issue 21: the payment trail, indicators and schemes.
  'paymentTrail',
  // Issue 33: the features that read other areas' texts until each got its own.
  'conflicts',
  'deadlines',
  'evidencePacks',
  'indicators',
  'ledger',
  ...ADMIN_AREA_NAMESPACES,
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
