import { desc, eq } from 'drizzle-orm';
import { notify } from '../../../src/server/core/notify';
import { notifications } from '../../../src/server/db/schema';
import { type MatrixRow, plain, signedIn } from '../matrix-helpers';

/** Routes of modules/notifications. Every role has its own inbox; nobody reaches another's. */
export const notificationsMatrix: MatrixRow[] = [
  plain('GET /api/notifications', signedIn(200)),
  {
    // clientA's notification: clientA reads it; for everyone else it does not exist (404, not 403).
    route: 'POST /api/notifications/:id/read',
    request: async ({ db, users }) => {
      await notify(db, { userId: users.clientA.id, kind: 'matrix_probe' });
      const [newest] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, users.clientA.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(1);
      return { method: 'POST', url: `/api/notifications/${newest!.id}/read` };
    },
    expect: { ...signedIn(404), clientA: 200 },
  },
  plain('POST /api/notifications/read-all', signedIn(200)),
  {
    // The stream never ends, which inject() cannot read. A request that does not accept
    // text/event-stream is answered 406 once access control has let it through, so this row
    // still proves who gets in (401 anonymous, 406 = admitted). The stream itself is tested on
    // a listening server in modules/notifications/events.test.ts.
    route: 'GET /api/events',
    request: () => ({ method: 'GET', url: '/api/events', headers: { accept: 'application/json' } }),
    expect: signedIn(406),
  },
];
