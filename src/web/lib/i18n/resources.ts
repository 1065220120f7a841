import type { Language } from '@shared/domain/languages';
import deAuth from '@web/locales/de/auth.json';
import deCommon from '@web/locales/de/common.json';
import deDashboard from '@web/locales/de/dashboard.json';
import enAuth from '@web/locales/en/auth.json';
import enCommon from '@web/locales/en/common.json';
import enDashboard from '@web/locales/en/dashboard.json';
import esAuth from '@web/locales/es/auth.json';
import esCommon from '@web/locales/es/common.json';
import esDashboard from '@web/locales/es/dashboard.json';
import frAuth from '@web/locales/fr/auth.json';
import frCommon from '@web/locales/fr/common.json';
import frDashboard from '@web/locales/fr/dashboard.json';
import itAuth from '@web/locales/it/auth.json';
import itCommon from '@web/locales/it/common.json';
import itDashboard from '@web/locales/it/dashboard.json';
import nlAuth from '@web/locales/nl/auth.json';
import nlCommon from '@web/locales/nl/common.json';
import nlDashboard from '@web/locales/nl/dashboard.json';

/** Namespaces, one per area of the interface. */
export const NAMESPACES = ['common', 'auth', 'dashboard'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Bundled, not fetched: the strings are small, and a fetched bundle would show keys for a moment
 * on slow connections. Split into lazily loaded bundles when the catalogue grows.
 */
export const RESOURCES: Record<Language, Record<Namespace, Record<string, unknown>>> = {
  en: { common: enCommon, auth: enAuth, dashboard: enDashboard },
  es: { common: esCommon, auth: esAuth, dashboard: esDashboard },
  nl: { common: nlCommon, auth: nlAuth, dashboard: nlDashboard },
  de: { common: deCommon, auth: deAuth, dashboard: deDashboard },
  it: { common: itCommon, auth: itAuth, dashboard: itDashboard },
  fr: { common: frCommon, auth: frAuth, dashboard: frDashboard },
};
