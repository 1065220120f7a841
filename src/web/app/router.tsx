import { i18n } from '@web/lib/i18n';
import type { Namespace } from '@web/lib/i18n/resources';
import { createBrowserRouter, redirect } from 'react-router';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

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

/** One route per page of the spec's route table (src/shared/routes.ts lists the same paths for the server). */
export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('./routes/public/landing')) },
      { path: 'login', lazy: page(() => import('./routes/public/staff-login')) },
      { path: 'client-login', lazy: page(() => import('./routes/public/client-login')) },
      { path: 'admin-login', lazy: page(() => import('./routes/public/admin-login')) },
      { path: 'verify', lazy: page(() => import('./routes/public/verify')) },
      { path: 'privacy', lazy: page(() => import('./routes/public/legal/privacy'), ['legal']) },
      { path: 'terms', lazy: page(() => import('./routes/public/legal/terms'), ['legal']) },
      { path: 'legal-notice', lazy: page(() => import('./routes/public/legal/legal-notice'), ['legal']) },
      { path: 'cookies', lazy: page(() => import('./routes/public/legal/cookies'), ['legal']) },
      // D10: the footer's long URLs of the original site lead to the canonical short ones.
      { path: 'privacy-policy', loader: () => redirect('/privacy') },
      { path: 'terms-of-service', loader: () => redirect('/terms') },
      { path: 'cookie-policy', loader: () => redirect('/cookies') },
      {
        path: 'client-dashboard',
        lazy: page(() => import('./routes/client/client-dashboard'), ['dashboard']),
      },
      {
        path: 'lawyer-dashboard',
        lazy: page(() => import('./routes/lawyer/lawyer-dashboard'), ['dashboard']),
      },
      {
        path: 'manager-dashboard',
        lazy: page(() => import('./routes/manager/manager-dashboard'), ['dashboard']),
      },
      // Spec §2: /admin and /admin-dashboard are the same screen.
      { path: 'admin', lazy: page(() => import('./routes/admin/admin-dashboard'), ['dashboard']) },
      { path: 'admin-dashboard', lazy: page(() => import('./routes/admin/admin-dashboard'), ['dashboard']) },
      { path: '*', lazy: page(() => import('./routes/public/not-found')) },
    ],
  },
]);
