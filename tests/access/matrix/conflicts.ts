import { createLead, createUser } from '../../../src/server/seed/factories';
import {
  adminOnly,
  all,
  caseTeam,
  type MatrixActor,
  type MatrixContext,
  type MatrixRow,
  plain,
} from '../matrix-helpers';

/** A new lead of desk 1's country (DE): its desk's lawyers and manager and admins see it; desk 2's manager 404. */
const deskLeadTeam = (ok: number): Record<MatrixActor, number> => ({
  ...all(403),
  anonymous: 401,
  lawyerOnCase: ok,
  lawyerOther: ok,
  managerOfDesk: ok,
  managerOther: 404,
  admin: ok,
});
/** A lead whose client shares a staff member's full name, so there is a conflict to decide on. */
async function conflictedLeadId({ db }: MatrixContext) {
  const suffix = Math.random().toString(36).slice(2);
  await createUser(db, { role: 'lawyer', firstName: 'Matrix', lastName: `Namesake ${suffix}` });
  const { lead } = await createLead(db, {
    country: 'DE',
    client: { firstName: 'Matrix', lastName: `Namesake ${suffix}` },
  });
  return lead.id;
}

/** Routes of the conflict check at intake (issue 21 item 5): modules/conflicts and the leads' conflict routes. */
export const conflictsMatrix: MatrixRow[] = [
  plain('GET /api/admin/adverse-parties', adminOnly(200)),
  plain('POST /api/admin/adverse-parties', adminOnly(201), { name: 'Matrix Holdings' }),
  {
    route: 'DELETE /api/admin/adverse-parties/:id',
    request: () => ({
      method: 'DELETE',
      url: '/api/admin/adverse-parties/00000000-0000-4000-8000-000000000000',
    }),
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/cases/:id/conflicts',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/conflicts` }),
    expect: caseTeam(200, 403),
  },
  {
    route: 'GET /api/leads/:id/conflicts',
    request: async (ctx) => ({ method: 'GET', url: `/api/leads/${await conflictedLeadId(ctx)}/conflicts` }),
    expect: deskLeadTeam(200),
  },
  {
    route: 'POST /api/leads/:id/conflict-decision',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/leads/${await conflictedLeadId(ctx)}/conflict-decision`,
      payload: { decision: 'cleared', reason: 'A namesake, checked by phone.' },
    }),
    expect: deskLeadTeam(200),
  },
];
