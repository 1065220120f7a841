import { createCase, createLead } from '../../../src/server/seed/factories';
import { all, type MatrixActor, type MatrixContext, type MatrixRow, plain } from '../matrix-helpers';

/** Only these roles may call; everyone else is refused by role (403), anonymous 401. */
const only = (allowed: Partial<Record<MatrixActor, number>>) => ({ ...all(403), anonymous: 401, ...allowed });
const lawyers = (status: number) => only({ lawyerOnCase: status, lawyerOther: status });
const managers = (status: number) => only({ managerOfDesk: status, managerOther: status });

/**
 * A new, unassigned lead from desk 1's country (DE): D21 shows it to desk 1's lawyers and
 * manager and to admins; desk 2's manager gets 404.
 */
const newLeadId = async ({ db }: MatrixContext) => (await createLead(db, { country: 'DE' })).lead.id;
const leadStep = (step: string, payload: Record<string, unknown>) => async (ctx: MatrixContext) => ({
  method: 'POST' as const,
  url: `/api/leads/${await newLeadId(ctx)}/${step}`,
  payload,
});
const deskLeadTeam = (ok: number) =>
  only({ lawyerOnCase: ok, lawyerOther: ok, managerOfDesk: ok, managerOther: 404, admin: ok });

/** A case of clientA on desk 1 of its own, so reassigning it leaves the shared fixture alone. */
const assignRequest =
  (method: 'PATCH' | 'PUT') =>
  async ({ db, users, desk1Id }: MatrixContext) => {
    const theCase = await createCase(db, {
      clientId: users.clientA.id,
      deskId: desk1Id,
      lawyerId: users.lawyerOnCase.id,
    });
    return { method, url: `/api/cases/${theCase.id}/assign`, payload: { lawyerId: users.lawyerOther.id } };
  };

/** Routes of modules/staff. */
export const staffMatrix: MatrixRow[] = [
  plain(
    'GET /api/lawyer/leads',
    only({ lawyerOnCase: 200, lawyerOther: 200, managerOfDesk: 200, managerOther: 200, admin: 200 }),
  ),
  {
    route: 'POST /api/leads/:id/contact',
    request: leadStep('contact', { channel: 'phone', notes: 'Left a voicemail' }),
    expect: deskLeadTeam(200),
  },
  {
    route: 'POST /api/leads/:id/qualify',
    request: leadStep('qualify', {}),
    expect: deskLeadTeam(200),
  },
  {
    route: 'POST /api/leads/:id/reject',
    request: leadStep('reject', { reason: 'Loss outside our jurisdiction' }),
    expect: deskLeadTeam(200),
  },
  {
    route: 'POST /api/leads/:id/convert',
    request: async (ctx) => leadStep('convert', { lawyerId: ctx.users.lawyerOnCase.id })(ctx),
    // A lawyer converts to themself only: naming a colleague is an input error (400).
    expect: only({ lawyerOnCase: 200, lawyerOther: 400, managerOfDesk: 200, managerOther: 404, admin: 200 }),
  },
  plain('GET /api/lawyer/dashboard', lawyers(200)),
  {
    route: 'GET /api/lawyer/cases',
    request: () => ({ method: 'GET', url: '/api/lawyer/cases?status=legal-action' }),
    expect: lawyers(200),
  },
  plain('GET /api/lawyer/clients', lawyers(200)),
  plain('POST /api/lawyer/clients', lawyers(400), {}),
  plain('GET /api/manager/dashboard', managers(200)),
  {
    route: 'GET /api/manager/team',
    request: () => ({ method: 'GET', url: '/api/manager/team?role=lawyer&limit=5' }),
    expect: managers(200),
  },
  {
    route: 'GET /api/manager/cases',
    request: () => ({
      method: 'GET',
      url: '/api/manager/cases?status=legal-action&sort=claimAmount&order=asc',
    }),
    expect: managers(200),
  },
  {
    route: 'PATCH /api/cases/:id/assign',
    request: assignRequest('PATCH'),
    expect: only({ managerOfDesk: 200, managerOther: 404, admin: 200 }),
  },
  {
    route: 'PUT /api/cases/:id/assign',
    request: assignRequest('PUT'),
    expect: only({ managerOfDesk: 200, managerOther: 404, admin: 200 }),
  },
  plain('POST /api/manager/team-members', managers(400), {}),
];
