import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  indicatorCheckRequestSchema,
  indicatorCheckResponseSchema,
  publicCheckCountsSchema,
} from '../../../shared/contracts/public-site-indicator-check';
import { route } from '../../lib/route-schemas';
import { checkIndicator, countPublicChecks } from './indicator-check';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['public-site'];

/** The public check of a website, wallet, IBAN or phone number (issue 21 item 6), and its counts for admins. */
export async function indicatorCheckRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/public/indicator-check',
    route(
      tags,
      'public',
      'Whether a website, wallet address, IBAN, phone number or email was reported by at least 3 clients the firm accepted, in cases the firm confirmed as fraud, as a range',
      {
        description:
          'Rate-limited per IP address (429 with Retry-After). Answers `known` only for an indicator the firm confirmed and at least 3 distinct clients count for (D38: a signed fee agreement, the indicator reviewed on their case by someone who did not enter it, and a second member of staff on the case), with the range of clients; otherwise `not_known`. A text that is none of these is a 400 naming what can be checked. Each lookup adds one to a daily count per outcome; the value and the caller are not kept.',
        body: indicatorCheckRequestSchema,
        response: { 200: indicatorCheckResponseSchema },
      },
      { keepsFigures: true },
    ),
    async (request) => checkIndicator({ db, ip: request.ip ?? null, value: request.body.value }),
  );

  app.get(
    '/api/admin/public-check',
    route(tags, ['admin'], 'How often the public check was used in the last 30 days, per outcome', {
      response: { 200: publicCheckCountsSchema },
    }),
    async () => countPublicChecks(db),
  );
}
