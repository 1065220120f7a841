import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { revokeLiveAccess } from '../../core/bus';
import { firstOrNotFound, ownedBy } from '../../core/scope';
import { toSessionView } from '../../core/sessions';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** The caller's own sessions (devices), newest first, so they can spot one they do not know. */
export async function listMySessions(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(sessions)
    .where(ownedBy(actor, sessions.userId))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({ ...toSessionView(s), current: s.id === actor.sessionId }));
}

/** Signs out one of the caller's own sessions. Someone else's session id is simply not found. */
export async function revokeMySession(args: AuditedCall & { sessionId: string }) {
  await args.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, args.sessionId), ownedBy(args.actor, sessions.userId)))
      .returning({ id: sessions.id });
    firstOrNotFound(deleted, 'auth.not_found.session');
    await revokeLiveAccess(tx, { userId: args.actor.id, sessionId: args.sessionId });
    await writeAudit(tx, args.request, {
      action: 'auth.session.revoked',
      entity: 'session',
      entityId: args.sessionId,
    });
  });
}
