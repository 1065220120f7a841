import { adminOnly, all, type MatrixRow } from '../matrix-helpers';

/**
 * Routes of modules/public (issue 4): the public site's reads for everyone, the team opt-in for
 * lawyers and managers; the public check for everyone and its counts for admins (issue 21).
 */
export const publicMatrix: MatrixRow[] = [
  {
    route: 'GET /api/public/stats',
    request: () => ({ method: 'GET', url: '/api/public/stats' }),
    expect: all(200),
  },
  {
    route: 'GET /api/public/firm',
    request: () => ({ method: 'GET', url: '/api/public/firm' }),
    expect: all(200),
  },
  {
    route: 'GET /api/public/content',
    request: () => ({ method: 'GET', url: '/api/public/content?lang=en' }),
    expect: all(200),
  },
  {
    route: 'GET /api/public/team',
    request: () => ({ method: 'GET', url: '/api/public/team' }),
    expect: all(200),
  },
  {
    // Opting out is harmless to repeat; clients and admins never appear on the team page.
    route: 'PUT /api/staff/public-profile',
    request: () => ({ method: 'PUT', url: '/api/staff/public-profile', payload: { visible: false } }),
    expect: {
      ...all(403),
      anonymous: 401,
      lawyerOnCase: 200,
      lawyerOther: 200,
      managerOfDesk: 200,
      managerOther: 200,
    },
  },
  {
    // Eight callers from one address stay well within the check's limit (20 per 10 minutes).
    route: 'POST /api/public/indicator-check',
    request: () => ({
      method: 'POST',
      url: '/api/public/indicator-check',
      payload: { value: 'https://www.fxtrade-pro.example/login' },
    }),
    expect: all(200),
  },
  {
    route: 'GET /api/admin/public-check',
    request: () => ({ method: 'GET', url: '/api/admin/public-check' }),
    expect: adminOnly(200),
  },
];
