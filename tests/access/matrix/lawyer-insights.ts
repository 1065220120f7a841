import { all, type MatrixRow, plain } from '../matrix-helpers';

/** Lawyers only (each sees their own cases' figures); everyone else 403, anonymous 401. */
const lawyersOnly = { ...all(403), anonymous: 401, lawyerOnCase: 200, lawyerOther: 200 };

/** Routes of modules/lawyer-insights. */
export const lawyerInsightsMatrix: MatrixRow[] = [
  plain('GET /api/lawyer/analytics', lawyersOnly),
  {
    route: 'GET /api/lawyer/documents',
    request: () => ({ method: 'GET', url: '/api/lawyer/documents?status=pending&page=1&limit=5' }),
    expect: lawyersOnly,
  },
];
