import { adminOnly, type MatrixRow, plain } from '../matrix-helpers';

/** The admin console's financials and analytics (issue 7 items 5 and 7): admins only. */
export const adminInsightsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/admin/financials',
    request: () => ({ method: 'GET', url: '/api/admin/financials?currency=EUR&months=3' }),
    expect: adminOnly(200),
  },
  plain('GET /api/admin/analytics', adminOnly(200)),
];
