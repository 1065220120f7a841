import { textsLoaded } from '@web/lib/i18n/texts';
import { createBrowserRouter, redirect } from 'react-router';
import { PageLoading } from './page-loading';
import { PUBLIC_PAGES, type PublicPath } from './public-pages';
import { RouteError } from './route-error';
import { RouterNavigation } from './router-navigation';

/**
 * A route's code and then the translations its modules ask for, so a page never renders keys or
 * suspends half-drawn. Each audience's screens are separate chunks: a visitor of the landing
 * page never downloads staff code.
 */
function page(load: () => Promise<object>) {
  return async () => {
    const module = await load();
    // The screens' modules asked for their texts as they were evaluated (lib/i18n/texts.ts).
    await textsLoaded();
    return module;
  };
}

const publicPage = (path: PublicPath) => page(PUBLIC_PAGES[path].load);

/** One route per page of the spec's route table (src/shared/routes.ts lists the same paths for the server). */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RouterNavigation,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: publicPage('/') },
      { path: 'login', lazy: page(() => import('./routes/public/staff-login')) },
      {
        path: 'client-login',
        lazy: page(() => import('./routes/public/client-login')),
      },
      { path: 'admin-login', lazy: page(() => import('./routes/public/admin-login')) },
      { path: 'verify', lazy: publicPage('/verify') },
      { path: 'check', lazy: publicPage('/check') },
      { path: 'set-password', lazy: page(() => import('./routes/public/set-password')) },
      { path: 'forgot-password', lazy: page(() => import('./routes/public/forgot-password')) },
      { path: 'reset-password', lazy: page(() => import('./routes/public/reset-password')) },
      { path: 'confirm-email', lazy: page(() => import('./routes/public/confirm-email')) },
      {
        path: 'contact-change/:action',
        lazy: page(() => import('./routes/public/contact-change')),
      },
      {
        path: 'sign-in/second-factor',
        lazy: page(() => import('./routes/sign-in/second-factor')),
      },
      {
        path: 'sign-in/enrol',
        lazy: page(() => import('./routes/sign-in/enrol')),
      },
      { path: 'change-password', lazy: page(() => import('./routes/account/change-password')) },
      {
        path: 'account',
        lazy: page(() => import('./routes/account/account')),
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
        lazy: page(() => import('./routes/client/client-dashboard')),
      },
      {
        path: 'lawyer-dashboard',
        lazy: page(() => import('./routes/lawyer/lawyer-dashboard')),
      },
      {
        path: 'manager-dashboard',
        lazy: page(() => import('./routes/manager/manager-dashboard')),
      },
      // Spec §2: /admin and /admin-dashboard are the same screen.
      { path: 'admin', lazy: page(() => import('./routes/admin/admin-dashboard')) },
      {
        path: 'admin-dashboard',
        lazy: page(() => import('./routes/admin/admin-dashboard')),
      },
      { path: '*', lazy: page(() => import('./routes/public/not-found')) },
    ],
  },
]);
