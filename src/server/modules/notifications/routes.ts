import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  readAllResultSchema,
} from '../../../shared/contracts/notifications';
import { route } from '../../lib/route-schemas';
import { liveEventsRoute } from './events-route';
import { registerOutboxRoutes } from './outbox';
import { listMyNotifications, markAllNotificationsRead, markNotificationRead } from './service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['notifications'];

/** In-app notifications (own only, every role), the live event stream, and the admin's email outbox. */
export async function notificationsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/notifications',
    route(tags, 'signed-in', 'Your notifications, newest first, with the unread count', {
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema },
    }),
    async (request) => listMyNotifications(db, request.actor!, request.query),
  );
  app.post(
    '/api/notifications/:id/read',
    route(tags, 'signed-in', 'Mark one of your notifications as read', {
      params: notificationParamsSchema,
      response: { 200: notificationSchema },
    }),
    async (request) => markNotificationRead(db, request.actor!, request.params.id),
  );
  app.post(
    '/api/notifications/read-all',
    route(tags, 'signed-in', 'Mark all your notifications as read', {
      response: { 200: readAllResultSchema },
    }),
    async (request) => markAllNotificationsRead(db, request.actor!),
  );

  registerOutboxRoutes(app);
  await app.register(liveEventsRoute);
}
