import { randomBytes } from 'node:crypto';
import { contactChanges } from '../../../src/server/db/schema';
import { createCase, createUser } from '../../../src/server/seed/factories';
import { adminOnly, all, clients, type MatrixContext, type MatrixRow } from '../matrix-helpers';

/**
 * A fresh client with a case like clientA's (desk 1, lawyerOnCase) and an open email proposal, so
 * an allowed withdrawal succeeds and earlier rows' reassignments of clientA's cases do not matter.
 */
async function clientWithProposal(ctx: MatrixContext): Promise<string> {
  const client = await createUser(ctx.db, { password: null });
  await createCase(ctx.db, { clientId: client.id, deskId: ctx.desk1Id, lawyerId: ctx.users.lawyerOnCase.id });
  await ctx.db.insert(contactChanges).values({
    userId: client.id,
    field: 'email',
    proposedValue: `matrix-${randomBytes(4).toString('hex')}@example.test`,
    expiresAt: new Date(Date.now() + 3_600_000),
    confirmTokenHash: randomBytes(16).toString('hex'),
    cancelTokenHash: randomBytes(16).toString('hex'),
  });
  return client.id;
}

const withdrawBy = (role: 'lawyer' | 'manager') => ({
  ...all(403),
  anonymous: 401,
  ...(role === 'lawyer'
    ? { lawyerOnCase: 204, lawyerOther: 404 }
    : { managerOfDesk: 204, managerOther: 404 }),
});

/** D34: the two links of a proposed email or phone change, its withdrawal, and the admin's password link. */
export const contactChangesMatrix: MatrixRow[] = [
  {
    // The link and the client's own session (an unknown link: 400); staff are refused by role.
    route: 'POST /api/client/contact-change/confirm',
    request: () => ({
      method: 'POST',
      url: '/api/client/contact-change/confirm',
      payload: { token: 'x'.repeat(43) },
    }),
    expect: clients(400, 400),
  },
  {
    // Public: the link sent to the current address is the proof; an unknown one is refused alike.
    route: 'POST /api/contact-change/cancel',
    request: () => ({
      method: 'POST',
      url: '/api/contact-change/cancel',
      payload: { token: 'x'.repeat(43) },
    }),
    expect: all(400),
  },
  ...(['lawyer', 'manager'] as const).map((role) => ({
    route: `DELETE /api/${role}/clients/:id/contact-changes/:field`,
    request: async (ctx: MatrixContext) => ({
      method: 'DELETE' as const,
      url: `/api/${role}/clients/${await clientWithProposal(ctx)}/contact-changes/email`,
    }),
    expect: withdrawBy(role),
  })),
  {
    route: 'DELETE /api/admin/users/:id/contact-changes/:field',
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/admin/users/${await clientWithProposal(ctx)}/contact-changes/email`,
    }),
    expect: adminOnly(204),
  },
  {
    route: 'POST /api/admin/users/:id/password-link',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/users/${(await createUser(ctx.db, { password: null })).id}/password-link`,
    }),
    expect: adminOnly(200),
  },
];
