import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicContentQuerySchema,
  publicContentResponseSchema,
  publicProfileResponseSchema,
  publicStatsSchema,
  publicTeamResponseSchema,
  updatePublicProfileSchema,
} from '../../../shared/contracts/public-site';
import { publicFirmResponseSchema } from '../../../shared/contracts/public-site-firm';
import { callOf } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { cachedValue } from '../../lib/cached-value';
import { route } from '../../lib/route-schemas';
import { indicatorCheckRoutes } from './indicator-check-routes';
import { publishedLandingContent } from './landing-content';
import { registrationRoutes } from './registration-routes';
import { computePublicStats } from './stats';
import { listPublicTeam, updatePublicProfile } from './team';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['public-site'];

/**
 * The same answer for every visitor, so browsers and proxies may keep it a minute. The security
 * plugin keeps this header only on routes whose policy is 'public' and on answers that set no
 * cookie; everything else stays no-store.
 */
const PUBLIC_MAX_AGE_SECONDS = 60;
const cacheable = (reply: FastifyReply, seconds = PUBLIC_MAX_AGE_SECONDS) =>
  reply.header('cache-control', `public, max-age=${seconds}`);

/** The public site's data (issue 4): figures (D5), the firm's identity, its content (D20) and team; the public check (issue 21). */
export async function publicRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // Per app instance: each server (and each test app) keeps its own briefly cached figures.
  const stats = cachedValue(config.publicStatsCacheMs, () => computePublicStats(db));
  const statsMaxAge = Math.min(PUBLIC_MAX_AGE_SECONDS, Math.round(config.publicStatsCacheMs / 1000));

  app.get(
    '/api/public/stats',
    route(
      tags,
      'public',
      'Live figures computed from records, each hidden until enough records back it (D5)',
      { response: { 200: publicStatsSchema } },
    ),
    async (_request, reply) => {
      const answer = await stats.get();
      cacheable(reply, statsMaxAge);
      return answer;
    },
  );

  app.get(
    '/api/public/firm',
    route(
      tags,
      'public',
      "The firm's published identity (legal name, address, registrations, official domains) and its step time estimates",
      { response: { 200: publicFirmResponseSchema } },
    ),
    async (_request, reply) => {
      const { firmProfile, stepEstimates } = await getFirmSettings(db);
      cacheable(reply);
      // The step estimates let the landing page's process show the same times as the portal (D1).
      return { profile: firmProfile, stepEstimates };
    },
  );

  app.get(
    '/api/public/content',
    route(
      tags,
      'public',
      'Testimonials (given with consent) and press mentions the firm publishes in a language: edited in the admin settings, else from the content files (D20)',
      { querystring: publicContentQuerySchema, response: { 200: publicContentResponseSchema } },
    ),
    async (request, reply) => {
      // Content edited in the admin settings wins over the language's files (issue 7 item 8).
      const { testimonials, press } = await publishedLandingContent(
        db,
        config.contentDir,
        request.query.lang,
        request.log,
      );
      cacheable(reply);
      return { testimonials, press };
    },
  );

  app.get(
    '/api/public/team',
    route(
      tags,
      'public',
      'Lawyers and managers who chose to appear on the public site, by name (at most 50)',
      { response: { 200: publicTeamResponseSchema } },
    ),
    async (_request, reply) => {
      const team = await listPublicTeam(db);
      cacheable(reply);
      return team;
    },
  );

  app.put(
    '/api/staff/public-profile',
    route(
      tags,
      ['lawyer', 'manager'],
      'Appear on (or leave) the public team page, with a short biography; audited',
      { body: updatePublicProfileSchema, response: { 200: publicProfileResponseSchema } },
      { stepUp: true },
    ),
    async (request) =>
      updatePublicProfile({
        ...callOf(db, request),
        input: request.body,
      }),
  );

  await registrationRoutes(app);
  await indicatorCheckRoutes(app);
}
