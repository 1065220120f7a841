import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firmSettingsSchema, updateFirmSettingsSchema } from '../../../shared/domain/firm-settings';
import { errorResponses } from '../../lib/route-schemas';
import { auditContextOf } from '../audit/service';
import { getFirmSettings, updateFirmSettings } from './settings';

const tags = ['settings'];

/** The firm's settings: step estimates, public-figure thresholds, analytics targets. */
export async function settingsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'The firm settings (defaults where none were saved)',
        response: { 200: firmSettingsSchema, ...errorResponses },
      },
    },
    async () => getFirmSettings(db),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change firm settings; estimates merge per step; audited',
        body: updateFirmSettingsSchema,
        response: { 200: firmSettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateFirmSettings({
        db,
        actor: request.actor!,
        input: request.body,
        request: auditContextOf(request),
      }),
  );
}
