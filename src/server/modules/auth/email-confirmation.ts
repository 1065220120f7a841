import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  ConfirmEmailResponse,
  EmailConfirmationStatus,
} from '../../../shared/contracts/auth-email-confirmation';
import { AppError } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditContext, type MailingCall, writeAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { cases, oneTimeTokens, users } from '../../db/schema';
import { consumeAttempt, refundAttempt } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { attachProvisionalCase } from './attach-case';
import { sendConfirmationEmail } from './confirmation-links';
import { retireOneTimeTokens, usableToken } from './one-time-tokens';

/** Re-sends per account per hour: enough for a lost email, too few to flood anyone's inbox. */
export const RESEND_LIMIT = { perAccount: 3, windowMs: 60 * 60_000 } as const;
/** Link checks per IP address per 15 minutes: a person clicks once; guessing needs millions. */
export const CONFIRM_LIMIT = { perIp: 20, windowMs: 15 * 60_000 } as const;

const INVALID_LINK = 'auth.invalid_confirmation_link';

const CONFIRM_PURPOSES = ['confirm_email', 'attach_case'] as const;

export async function emailConfirmationStatus(db: Db, actor: Actor): Promise<EmailConfirmationStatus> {
  const [row] = await db
    .select({ confirmedAt: users.emailConfirmedAt, provisional: users.provisional, email: users.email })
    .from(users)
    .where(eq(users.id, actor.id));
  return { confirmed: Boolean(row?.confirmedAt) && !row?.provisional, email: row?.email ?? actor.email };
}

/**
 * The banner's "send the link again". A provisional account's request re-sends the owner's
 * question instead (sendConfirmationEmail), answered exactly the same way.
 */
export async function resendConfirmation(
  args: MailingCall & {
    links: { secret: string; publicUrl: URL };
  },
): Promise<void> {
  const { db, actor } = args;
  const key = `confirm-email:resend:${actor.id}`;
  await consumeAttempt(
    db,
    [{ key, limit: RESEND_LIMIT.perAccount, windowMs: RESEND_LIMIT.windowMs }],
    'auth.too_many_links',
  );
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        provisional: users.provisional,
        provisionalOwnerId: users.provisionalOwnerId,
        confirmedAt: users.emailConfirmedAt,
      })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    if (!account || account.confirmedAt) return; // nothing to confirm
    const [latest] = await tx
      .select({ reference: cases.reference })
      .from(cases)
      .where(eq(cases.clientId, actor.id))
      .orderBy(desc(cases.createdAt))
      .limit(1);
    // Only the newest link works: an older one lying in the mailbox is retired.
    await retireOneTimeTokens(tx, actor.id, CONFIRM_PURPOSES);
    await sendConfirmationEmail(
      tx,
      { ...args.links, mail: args.mail },
      { account, reference: latest?.reference ?? '' },
    );
    await writeAudit(tx, args.request, {
      action: 'intake.confirmation_resent',
      entity: 'user',
      entityId: actor.id,
    });
  });
}

/**
 * /confirm-email: claims the single-use token with a conditional UPDATE (two clicks, or two
 * parallel requests, cannot both succeed), then confirms the address or attaches the case.
 */
export async function confirmEmail(args: {
  db: Db;
  secret: string;
  token: string;
  request: AuditContext;
}): Promise<ConfirmEmailResponse> {
  const { db } = args;
  const ipKey = `confirm-email:ip:${args.request.ip ?? 'unknown'}`;
  // Counted before the token is looked up, in one statement, so parallel guesses cannot outrun it.
  await consumeAttempt(
    db,
    [{ key: ipKey, limit: CONFIRM_LIMIT.perIp, windowMs: CONFIRM_LIMIT.windowMs }],
    'common.auth.too_many_attempts',
  );
  const tokenHash = hashToken(args.secret, args.token);
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken(tokenHash, CONFIRM_PURPOSES))
      .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose });
    if (!claimed) throw new AppError('invalid_token', INVALID_LINK);
    if (claimed.purpose === 'attach_case') {
      const attached = await attachProvisionalCase(tx, {
        provisionalId: claimed.userId,
        request: args.request,
      });
      if (!attached) throw new AppError('invalid_token', INVALID_LINK);
      return { outcome: 'attached' as const };
    }
    // Never a provisional account: its address belongs to someone else (D28).
    const confirmed = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, claimed.userId), eq(users.provisional, false), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (confirmed.length === 0) throw new AppError('invalid_token', INVALID_LINK);
    await writeAudit(
      tx,
      { ...args.request, actorId: args.request.actorId ?? claimed.userId },
      { action: 'intake.email_confirmed', entity: 'user', entityId: claimed.userId },
    );
    return { outcome: 'confirmed' as const };
  });
  // Only failed checks use up the address's allowance: a family or an office confirming
  // several accounts from one connection is not guessing.
  await refundAttempt(db, ipKey);
  return outcome;
}
