import { controlProposals } from '../../../src/server/db/schema';
import { adminOnly, all, type MatrixContext, type MatrixRow, plain } from '../matrix-helpers';

/**
 * D37: a fresh proposal by the desk-1 manager (a harmless settings change, so an admin's
 * approval applies it), one per request: an admin may decide it, only its proposer withdraw it.
 */
async function proposalOfManager(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(controlProposals)
    .values({
      kind: 'settings',
      payload: { request: { successRateTarget: 80 }, subject: { settings: [], weakened: [] } },
      proposedBy: ctx.users.managerOfDesk.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .returning({ id: controlProposals.id });
  return row!.id;
}

export const approvalsMatrix: MatrixRow[] = [
  plain('GET /api/admin/approvals', adminOnly(200)),
  {
    route: 'POST /api/admin/approvals/:id/approve',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/approvals/${await proposalOfManager(ctx)}/approve`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/approvals/:id/decline',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/approvals/${await proposalOfManager(ctx)}/decline`,
    }),
    expect: adminOnly(200),
  },
  {
    // Scoped to the proposer: another manager or an admin is told it does not exist for them.
    route: 'POST /api/approvals/:id/withdraw',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/approvals/${await proposalOfManager(ctx)}/withdraw`,
    }),
    expect: { ...all(403), anonymous: 401, managerOfDesk: 200, managerOther: 404, admin: 404 },
  },
];
