import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proposalMadeSchema } from '../../../shared/contracts/approvals';
import { publishedLandingContentSchema, settingChangesSchema } from '../../../shared/contracts/settings';
import { firmSettingsSchema, updateFirmSettingsSchema } from '../../../shared/domain/firm-settings';
import { callOf } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import { publishedLandingContentAll } from '../public-site';
import { listSettingChanges } from './settings-changes';
import { changeFirmSettings } from './settings-proposals';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['settings'];

/** The firm's settings: identity, step estimates, targets, public-figure thresholds, landing content. */
export async function settingsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/api/admin/settings',
    route(tags, ['admin'], 'The firm settings (defaults where none were saved)', {
      response: { 200: firmSettingsSchema },
    }),
    async () => getFirmSettings(db),
  );

  app.put(
    '/api/admin/settings',
    route(
      tags,
      ['admin'],
      'Change firm settings; estimates merge per step; audited. A change that weakens a control is proposed instead (202, D37)',
      {
        body: updateFirmSettingsSchema,
        response: { 200: firmSettingsSchema, 202: proposalMadeSchema },
      },
      { stepUp: true },
    ),
    // D37: 202 with the proposal when the change weakens a control and waits for a second admin.
    async (request, reply) => {
      const outcome = await changeFirmSettings({ ...callOf(db, request), input: request.body });
      if (outcome.applied) return outcome.applied;
      return reply.status(202).send(withNote(request, outcome.proposed));
    },
  );

  app.get(
    '/api/admin/settings/changes',
    route(
      tags,
      ['admin'],
      'Who last changed each saved setting, and when (the audit log holds the full history)',
      { response: { 200: settingChangesSchema } },
    ),
    async () => ({ changes: await listSettingChanges(db) }),
  );

  app.get(
    '/api/admin/settings/landing-content',
    route(
      tags,
      ['admin'],
      'What the landing page publishes per language now, and whether it comes from settings or from the content files (D20)',
      { response: { 200: publishedLandingContentSchema } },
    ),
    async (request) => publishedLandingContentAll(db, config.contentDir, request.log),
  );
}
