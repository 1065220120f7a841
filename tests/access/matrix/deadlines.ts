import { insertTrailPayment } from '../../support/deadlines';
import { caseTeam, type MatrixRow } from '../matrix-helpers';

/** Routes of modules/deadlines (issue 21 item 3): the case's team only; clients 403. */
export const deadlinesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/cases/:id/deadlines',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/deadlines` }),
    expect: caseTeam(200, 403),
  },
  {
    route: 'POST /api/cases/:id/deadlines/:paymentId/:ruleId/close',
    // A payment of its own for each caller: a deadline is closed once (a second time is 409).
    request: async ({ db, caseId }) => {
      const payment = await insertTrailPayment(db, caseId, { paidOn: '2026-03-01', method: 'crypto' });
      return {
        method: 'POST',
        url: `/api/cases/${caseId}/deadlines/${payment.id}/crypto-exchange-freeze/close`,
        payload: { outcome: 'met', reason: 'Freeze request sent' },
      };
    },
    expect: caseTeam(200, 403),
  },
];
