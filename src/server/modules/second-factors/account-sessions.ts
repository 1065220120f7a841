import { and, eq, ne } from 'drizzle-orm';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { revokeLiveAccess } from '../../core/bus';
import { sessions } from '../../db/schema';

/**
 * "Sign out all other sessions": every session of the caller ends except the one asking, with
 * their open live-event streams on every instance (at commit). Answers how many ended, so the
 * screen can say so; none is not an error.
 */
export async function signOutOtherSessions(args: AuditedCall): Promise<number> {
  const { actor } = args;
  return args.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.id), ne(sessions.id, actor.sessionId)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return 0;
    await revokeLiveAccess(tx, { userId: actor.id, exceptSessionId: actor.sessionId });
    await writeAudit(tx, args.request, {
      action: 'auth.session.revoked',
      entity: 'user',
      entityId: actor.id,
      after: { scope: 'others', sessionIds: ended.map((s) => s.id) },
    });
    return ended.length;
  });
}
