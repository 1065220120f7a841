import { eq } from 'drizzle-orm';
import { proposalMadeSchema } from '../../../shared/contracts/approvals';
import { idParamsSchema } from '../../../shared/contracts/common';
import { resetFactorsRequestSchema, userMutationSchema } from '../../../shared/contracts/people';
import { isStaffRole } from '../../../shared/domain/control-proposals';
import { callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { users } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import { resetFactorsAsAdmin } from './users-factors-service';
import { proposeFactorReset } from './users-proposals';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['people'];

export function registerUserFactorRoutes(app: TypedApp) {
  const { db } = app.deps;
  app.post(
    '/api/admin/users/:id/second-factors/reset',
    route(
      tags,
      ['admin'],
      'Reset a person’s second factors (not your own), with a reason; their sessions end and they enrol again. A staff member’s reset is proposed instead (202, D37)',
      {
        params: idParamsSchema,
        body: resetFactorsRequestSchema,
        response: { 200: userMutationSchema, 202: proposalMadeSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      const call = { ...callOf(db, request), id: request.params.id, reason: request.body.reason };
      // D37: a staff member's reset waits for a second admin (202); a client's applies at once.
      const [person] = await db.select({ role: users.role }).from(users).where(eq(users.id, call.id));
      if (person && isStaffRole(person.role)) {
        return reply.status(202).send(withNote(request, await proposeFactorReset(call)));
      }
      return withNote(request, await resetFactorsAsAdmin(call));
    },
  );
}
