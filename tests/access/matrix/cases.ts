import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { feeAgreementSha256 } from '../../../src/server/modules/cases';
import { createCase } from '../../../src/server/seed/factories';
import { FEE_AGREEMENT_VERSION } from '../../../src/shared/domain/fee-agreement';
import { DEFAULT_FEE_RATE_BPS } from '../../../src/shared/domain/money';
import {
  adminOnly,
  all,
  caseTeam,
  clients,
  type MatrixContext,
  type MatrixRow,
  plain,
} from '../matrix-helpers';

/**
 * A fresh case like the fixture's (clientA's, desk 1, lawyerOnCase), so a phase change or an
 * acceptance never repeats; `accepted`: its client has accepted the fee agreement.
 */
const freshCaseId = async (ctx: MatrixContext, accepted = false) =>
  (
    await createCase(ctx.db, {
      clientId: ctx.users.clientA.id,
      deskId: ctx.desk1Id,
      lawyerId: ctx.users.lawyerOnCase.id,
      feeAgreementAccepted: accepted,
    })
  ).id;

/** What clientA sends to accept the current agreement in English: their name, the text's hash. */
const acceptanceByClientA = async (ctx: MatrixContext) => {
  const [client] = await ctx.db.select().from(users).where(eq(users.id, ctx.users.clientA.id));
  return {
    fullName: `${client!.firstName} ${client!.lastName}`,
    agree: true,
    version: FEE_AGREEMENT_VERSION,
    language: 'en',
    textSha256: feeAgreementSha256(FEE_AGREEMENT_VERSION, 'en', DEFAULT_FEE_RATE_BPS),
  };
};

/** Only the client's lawyer (or desk manager) reaches them; anyone else of that role gets 404. */
const clientEditBy = (role: 'lawyer' | 'manager') => ({
  ...all(403),
  anonymous: 401,
  ...(role === 'lawyer'
    ? { lawyerOnCase: 200, lawyerOther: 404 }
    : { managerOfDesk: 200, managerOther: 404 }),
});

/** Routes of modules/cases. */
export const casesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/cases/:id',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'PUT /api/cases/:id',
    request: ({ caseId }) => ({ method: 'PUT', url: `/api/cases/${caseId}`, payload: { priority: 'high' } }),
    expect: caseTeam(200, 403),
  },
  {
    route: 'PUT /api/cases/:id/phase',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/cases/${await freshCaseId(ctx, true)}/phase`,
      payload: { phase: 'investigation', notes: 'We have started tracing the transfers.' },
    }),
    expect: caseTeam(200, 403),
  },
  {
    route: 'GET /api/cases/:id/timeline',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/timeline` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'GET /api/cases/:id/fee-agreement',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/fee-agreement` }),
    expect: caseTeam(200, 200),
  },
  {
    // A fresh case of clientA each time (accepted once); clientB must not be able to accept it.
    route: 'POST /api/cases/:id/fee-agreement',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/cases/${await freshCaseId(ctx)}/fee-agreement`,
      payload: await acceptanceByClientA(ctx),
    }),
    expect: clients(201, 404),
  },
  {
    route: 'GET /api/cases/:id/fee-agreement/document',
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/cases/${await freshCaseId(ctx, true)}/fee-agreement/document`,
    }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'GET /api/cases/:id/team',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/team` }),
    expect: caseTeam(200, 200),
  },
  plain('GET /api/client/dashboard', clients(200, 200)),
  plain('GET /api/client/recovery-steps', clients(200, 200)),
  {
    // Naming clientA's case: clientB must not be able to write on it.
    route: 'POST /api/client/notes',
    request: ({ caseId }) => ({
      method: 'POST',
      url: '/api/client/notes',
      payload: { caseId, body: 'The bank called me today.' },
    }),
    expect: clients(201, 404),
  },
  {
    route: 'GET /api/lawyer/clients/:id',
    request: ({ users }) => ({ method: 'GET', url: `/api/lawyer/clients/${users.clientA.id}` }),
    expect: clientEditBy('lawyer'),
  },
  {
    route: 'GET /api/manager/clients/:id',
    request: ({ users }) => ({ method: 'GET', url: `/api/manager/clients/${users.clientA.id}` }),
    expect: clientEditBy('manager'),
  },
  {
    route: 'PUT /api/lawyer/clients/:id',
    request: ({ users }) => ({
      method: 'PUT',
      url: `/api/lawyer/clients/${users.clientA.id}`,
      payload: { phone: '+49 30 1234567' },
    }),
    expect: clientEditBy('lawyer'),
  },
  {
    route: 'PUT /api/manager/clients/:id',
    request: ({ users }) => ({
      method: 'PUT',
      url: `/api/manager/clients/${users.clientA.id}`,
      payload: { phone: '+49 30 7654321' },
    }),
    expect: clientEditBy('manager'),
  },
  {
    // A fresh completed case of clientA each time (a case is rated once); clientB must not reach it.
    route: 'POST /api/client/cases/:caseId/rating',
    request: async (ctx) => {
      const theCase = await createCase(ctx.db, {
        clientId: ctx.users.clientA.id,
        deskId: ctx.desk1Id,
        lawyerId: ctx.users.lawyerOnCase.id,
        phase: 'completed',
      });
      return { method: 'POST', url: `/api/client/cases/${theCase.id}/rating`, payload: { rating: 5 } };
    },
    expect: clients(201, 404),
  },
  plain('GET /api/admin/settings', adminOnly(200)),
  plain('PUT /api/admin/settings', adminOnly(200), { publicStatsMinCases: 25 }),
];
