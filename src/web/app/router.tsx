import { createBrowserRouter } from 'react-router';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/**
 * One route per page of the spec's route table (src/shared/routes.ts lists the same paths for the
 * server). Each audience's screens are separate chunks, so a visitor of the landing page never
 * downloads staff code.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/public/landing') },
      { path: 'login', lazy: () => import('./routes/public/staff-login') },
      { path: 'client-login', lazy: () => import('./routes/public/client-login') },
      { path: 'admin-login', lazy: () => import('./routes/public/admin-login') },
      { path: 'client-dashboard', lazy: () => import('./routes/client/client-dashboard') },
      { path: 'lawyer-dashboard', lazy: () => import('./routes/lawyer/lawyer-dashboard') },
      { path: 'manager-dashboard', lazy: () => import('./routes/manager/manager-dashboard') },
      // Spec §2: /admin and /admin-dashboard are the same screen.
      { path: 'admin', lazy: () => import('./routes/admin/admin-dashboard') },
      { path: 'admin-dashboard', lazy: () => import('./routes/admin/admin-dashboard') },
      { path: '*', lazy: () => import('./routes/public/not-found') },
    ],
  },
]);
