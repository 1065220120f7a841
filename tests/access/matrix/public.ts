import { adminOnly, all, type MatrixRow, plain } from '../matrix-helpers';

/**
 * Routes of modules/public (issue 4): the public site's reads for everyone, the team opt-in for
 * lawyers and managers; the public check for everyone and its counts for admins (issue 21).
 */
export const publicMatrix: MatrixRow[] = [
  plain('GET /api/public/stats', all(200)),
  plain('GET /api/public/firm', all(200)),
  {
    route: 'GET /api/public/content',
    request: () => ({ method: 'GET', url: '/api/public/content?lang=en' }),
    expect: all(200),
  },
  plain('GET /api/public/team', all(200)),
  // Opting out is harmless to repeat; clients and admins never appear on the team page.
  plain(
    'PUT /api/staff/public-profile',
    {
      ...all(403),
      anonymous: 401,
      lawyerOnCase: 200,
      lawyerOther: 200,
      managerOfDesk: 200,
      managerOther: 200,
    },
    { visible: false },
  ),
  // Eight callers from one address stay well within the check's limit (20 per 10 minutes).
  plain('POST /api/public/indicator-check', all(200), { value: 'https://www.fxtrade-pro.example/login' }),
  plain('GET /api/admin/public-check', adminOnly(200)),
];
