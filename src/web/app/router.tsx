import { i18n } from '@web/lib/i18n';
import { ADMIN_AREA_NAMESPACES, type Namespace } from '@web/lib/i18n/resources';
import { createBrowserRouter, redirect } from 'react-router';
import { PageLoading } from './page-loading';
import { PUBLIC_PAGES, type PublicPath } from './public-pages';
import { RouteError } from './route-error';
import { RouterNavigation } from './router-navigation';

/**
 * A route's code and the translations it needs load together, so a page never renders keys or
 * suspends half-drawn. Each audience's screens are separate chunks: a visitor of the landing
 * page never downloads staff code.
 */
function page(load: () => Promise<object>, namespaces: Namespace[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return module;
  };
}

/** The admin console and the staff components it reuses (case drawer, client edit dialog). */
const ADMIN_NAMESPACES: Namespace[] = [
  'dashboard',
  'auth',
  ...ADMIN_AREA_NAMESPACES,
  'documents',
  'messages',
  'notifications',
  'paymentTrail',
  'conflicts',
  'deadlines',
  'evidencePacks',
  'indicators',
  'ledger',
  // The admin sign-in form is drawn in place at /admin while nobody is signed in.
  'passkeys',
];

const publicPage = (path: PublicPath) => page(PUBLIC_PAGES[path].load, PUBLIC_PAGES[path].namespaces);

/** One route per page of the spec's route table (src/shared/routes.ts lists the same paths for the server). */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RouterNavigation,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: publicPage('/') },
      { path: 'login', lazy: page(() => import('./routes/public/staff-login'), ['auth', 'passkeys']) },
      {
        path: 'client-login',
        lazy: page(() => import('./routes/public/client-login'), ['auth', 'signInCode', 'passkeys']),
      },
      { path: 'admin-login', lazy: page(() => import('./routes/public/admin-login'), ['auth', 'passkeys']) },
      { path: 'verify', lazy: publicPage('/verify') },
      { path: 'check', lazy: publicPage('/check') },
      { path: 'set-password', lazy: page(() => import('./routes/public/set-password'), ['auth']) },
      { path: 'forgot-password', lazy: page(() => import('./routes/public/forgot-password'), ['auth']) },
      { path: 'reset-password', lazy: page(() => import('./routes/public/reset-password'), ['auth']) },
      { path: 'confirm-email', lazy: page(() => import('./routes/public/confirm-email'), ['auth']) },
      {
        path: 'contact-change/:action',
        lazy: page(() => import('./routes/public/contact-change'), ['auth']),
      },
      {
        path: 'sign-in/second-factor',
        lazy: page(() => import('./routes/sign-in/second-factor'), ['auth', 'secondFactors', 'passkeys']),
      },
      {
        path: 'sign-in/enrol',
        lazy: page(() => import('./routes/sign-in/enrol'), ['auth', 'secondFactors', 'passkeys']),
      },
      { path: 'change-password', lazy: page(() => import('./routes/account/change-password'), ['auth']) },
      {
        path: 'account',
        lazy: page(
          () => import('./routes/account/account'),
          ['account', 'dashboard', 'auth', 'notifications', 'passkeys', 'secondFactors'],
        ),
      },
      // The passkeys are a section of the account page.
      { path: 'account/passkeys', loader: () => redirect('/account') },
      { path: 'privacy', lazy: publicPage('/privacy') },
      { path: 'terms', lazy: publicPage('/terms') },
      { path: 'legal-notice', lazy: publicPage('/legal-notice') },
      { path: 'cookies', lazy: publicPage('/cookies') },
      // D10: the footer's long URLs of the original site lead to the canonical short ones.
      { path: 'privacy-policy', loader: () => redirect('/privacy') },
      { path: 'terms-of-service', loader: () => redirect('/terms') },
      { path: 'cookie-policy', loader: () => redirect('/cookies') },
      {
        path: 'client-dashboard',
        lazy: page(
          () => import('./routes/client/client-dashboard'),
          [
            'dashboard',
            'auth',
            'portal',
            'documents',
            'messages',
            'payments',
            'notifications',
            'paymentTrail',
            'cases',
            'deadlines',
            'evidencePacks',
            'indicators',
            'ledger',
            'withdrawals',
          ],
        ),
      },
      {
        path: 'lawyer-dashboard',
        lazy: page(
          () => import('./routes/lawyer/lawyer-dashboard'),
          [
            'dashboard',
            'lawyer',
            'leads',
            'analytics',
            'documents',
            'messages',
            'notifications',
            'paymentTrail',
            'cases',
            'conflicts',
            'deadlines',
            'evidencePacks',
            'indicators',
            'insights',
            'ledger',
            'people',
          ],
        ),
      },
      {
        path: 'manager-dashboard',
        lazy: page(
          () => import('./routes/manager/manager-dashboard'),
          [
            'dashboard',
            'manager',
            'notifications',
            'paymentTrail',
            'cases',
            'deadlines',
            'desks',
            'evidencePacks',
            'indicators',
            'insights',
            'ledger',
            'people',
          ],
        ),
      },
      // Spec §2: /admin and /admin-dashboard are the same screen.
      { path: 'admin', lazy: page(() => import('./routes/admin/admin-dashboard'), ADMIN_NAMESPACES) },
      {
        path: 'admin-dashboard',
        lazy: page(() => import('./routes/admin/admin-dashboard'), ADMIN_NAMESPACES),
      },
      { path: '*', lazy: page(() => import('./routes/public/not-found')) },
    ],
  },
]);
