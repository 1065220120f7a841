import { eq, sql } from 'drizzle-orm';
import type { LoginResponse } from '../../../shared/contracts/auth';
import { CHANGE_PASSWORD_PAGE, DASHBOARD_BY_ROLE, type Role } from '../../../shared/domain/roles';
import { type SessionStage, SIGN_IN_STEP_PAGE, stageAfterPassword } from '../../../shared/domain/sign-in';
import { type AuditContext, writeAudit } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { noteSignInBrowser } from '../../core/known-browsers';
import { hasSecondFactor } from '../../core/second-factors';
import { createSession, deleteSessionByToken, type SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** `browserId`: the browser's id cookie (core/known-browsers.ts browserIdOf), for new-browser notices. */
export type RequestInfo = AuditContext & { userAgent: string | null; browserId?: string | null };

type SignedInUser = {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  mustChangePassword: boolean;
};

/**
 * Where the screens go once a step of signing in is done: the next step's page, then (D31) the
 * change of a password an admin set, then the person's dashboard.
 */
export function pageAfterSignIn(
  user: { role: Role; mustChangePassword: boolean },
  stage: SessionStage,
): string {
  if (stage !== 'complete') return SIGN_IN_STEP_PAGE[stage];
  return user.mustChangePassword ? CHANGE_PASSWORD_PAGE : DASHBOARD_BY_ROLE[user.role];
}

/** What a sign-in answers: who, which step is next, and the page to go to. */
export function signInResponse(user: SignedInUser, stage: SessionStage): LoginResponse {
  const { id, role, firstName, lastName, email } = user;
  return { user: { id, role, firstName, lastName, email }, stage, redirectTo: pageAfterSignIn(user, stage) };
}

/**
 * D27: the stage a first proof (a password, a reset link with a new password, an emailed code)
 * opens: the second step for anyone with a factor, enrolment for staff without one, else complete.
 * A passkey is both factors at once and passes `stage: 'complete'`.
 */
export async function stageAfterFirstProof(db: Db, user: { id: string; role: Role }): Promise<SessionStage> {
  return stageAfterPassword({
    role: user.role,
    hasFactor: await hasSecondFactor(db, user.id),
    clientsMustUseFactor: (await getFirmSettings(db)).clientsMustUseSecondFactor,
  });
}

/**
 * Opens a session at `stage` in one transaction with its audit row. Any session the browser
 * already had is ended (rotation), so a planted cookie cannot ride along. Without `stage`, the
 * session opens where a first proof leads (stageAfterFirstProof).
 */
export async function openSignInSession(args: {
  db: Db;
  settings: SessionSettings;
  user: SignedInUser;
  stage?: SessionStage;
  request: RequestInfo;
  previousToken: string | null;
  /** How the person got here, for the audit trail: 'standard', 'admin', 'password_reset', … */
  portal: string;
}): Promise<{ response: LoginResponse; token: string; expiresAt: Date; sessionId: string }> {
  const { db, settings, user, request } = args;
  const stage = args.stage ?? (await stageAfterFirstProof(db, user));
  const session = await db.transaction(async (tx) => {
    if (args.previousToken) await deleteSessionByToken(tx, settings, args.previousToken);
    const created = await createSession(tx, settings, {
      userId: user.id,
      ip: request.ip,
      userAgent: request.userAgent,
      stage,
    });
    await tx.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, user.id));
    if (stage === 'complete') await noteSignInBrowser(tx, settings, { userId: user.id, ...request });
    await writeAudit(
      tx,
      { ...request, actorId: user.id, actorRole: user.role },
      {
        action: stage === 'complete' ? 'auth.login.succeeded' : 'auth.login.first_step_passed',
        entity: 'user',
        entityId: user.id,
        after: {
          portal: args.portal,
          sessionId: created.sessionId,
          // The account page's sign-in history names the browser (issue 18 item 7).
          userAgent: request.userAgent?.slice(0, 512) ?? null,
          ...(stage === 'complete' ? {} : { next: stage }),
        },
      },
    );
    return created;
  });
  return { ...session, response: signInResponse(user, stage) };
}
