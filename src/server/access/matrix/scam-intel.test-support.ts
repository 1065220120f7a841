import {
  cryptoPayment,
  insertContact,
  insertPayment,
} from '../../modules/payment-trail/payment-trail.test-support';
import { caseTeam, type MatrixActor, type MatrixRow } from '../matrix-helpers.test-support';

/** Staff-only routes of a case (its indicators, its scheme): the case's team; clients 403. */
const caseStaff = (ok: number): Record<MatrixActor, number> => caseTeam(ok, 403);

/** Routes of modules/payment-trail and modules/indicators (issue 21). */
export const scamIntelMatrix: MatrixRow[] = [
  {
    route: 'GET /api/cases/:id/payment-trail',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/payment-trail` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'POST /api/cases/:id/payment-trail/payments',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/payment-trail/payments`,
      payload: cryptoPayment(),
    }),
    expect: caseTeam(201, 201),
  },
  {
    route: 'PUT /api/cases/:id/payment-trail/payments/:entryId',
    request: async ({ db, caseId, users }) => {
      const row = await insertPayment(db, caseId, users.clientA.id);
      return {
        method: 'PUT',
        url: `/api/cases/${caseId}/payment-trail/payments/${row.id}`,
        payload: cryptoPayment({ amount: '10.00' }),
      };
    },
    expect: caseTeam(200, 200),
  },
  {
    route: 'DELETE /api/cases/:id/payment-trail/payments/:entryId',
    request: async ({ db, caseId, users }) => {
      const row = await insertPayment(db, caseId, users.clientA.id);
      return { method: 'DELETE', url: `/api/cases/${caseId}/payment-trail/payments/${row.id}` };
    },
    expect: caseTeam(204, 204),
  },
  {
    route: 'POST /api/cases/:id/payment-trail/contacts',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/payment-trail/contacts`,
      payload: { kind: 'website', value: 'https://www.FXTrade-Pro.example/login' },
    }),
    expect: caseTeam(201, 201),
  },
  {
    route: 'DELETE /api/cases/:id/payment-trail/contacts/:entryId',
    request: async ({ db, caseId, users }) => {
      const row = await insertContact(db, caseId, users.clientA.id);
      return { method: 'DELETE', url: `/api/cases/${caseId}/payment-trail/contacts/${row.id}` };
    },
    expect: caseTeam(204, 204),
  },
  {
    route: 'GET /api/cases/:id/indicators',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/indicators` }),
    expect: caseStaff(200),
  },
  {
    route: 'GET /api/cases/:id/scheme',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/scheme` }),
    expect: caseStaff(200),
  },
  {
    route: 'PUT /api/indicators/:id/status',
    request: async ({ db, caseId, users }) => {
      const row = await insertContact(
        db,
        caseId,
        users.clientA.id,
        `matrix-${Math.random().toString(36).slice(2)}.example`,
      );
      return {
        method: 'PUT',
        url: `/api/indicators/${row.indicatorId}/status`,
        payload: { status: 'confirmed', reason: 'Known fake broker' },
      };
    },
    expect: caseStaff(204),
  },
];
