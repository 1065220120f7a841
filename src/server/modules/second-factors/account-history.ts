import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  SignInEvent,
  SignInMethod,
  SignInOutcome,
} from '../../../shared/contracts/second-factors-account';
import type { AuditAction } from '../../../shared/domain/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The history is the last this many attempts: enough to spot one that was not you. */
export const SIGN_IN_HISTORY_LIMIT = 50;

/** Audit actions that record an attempt to sign in to an account, and what each one means. */
const OUTCOME_OF: Partial<Record<AuditAction, SignInOutcome>> = {
  'auth.login.succeeded': 'signed_in',
  'auth.login.first_step_passed': 'first_step',
  'auth.login.failed': 'refused',
  'auth.second_factor.succeeded': 'signed_in',
  'auth.second_factor.failed': 'refused',
  'auth.sign_in_code.failed': 'refused',
};
const ACTIONS = Object.keys(OUTCOME_OF) as AuditAction[];

/** The second step's factor, as audited by completeSecondStep. */
const FACTOR_METHOD: Record<string, SignInMethod> = {
  totp: 'authenticator',
  recovery_code: 'recovery_code',
  passkey: 'passkey',
};

type Details = { portal?: unknown; factor?: unknown; userAgent?: unknown };

/**
 * A first proof's `portal` names how it was given: the password forms (standard, admin), a reset
 * link, a passkey or an emailed code (their sign-ins name themselves in the portal).
 */
function methodOfPortal(portal: unknown): SignInMethod | null {
  if (portal === 'standard' || portal === 'admin') return 'password';
  if (portal === 'password_reset') return 'password_reset';
  if (typeof portal !== 'string') return null;
  if (portal.includes('passkey')) return 'passkey';
  if (portal.includes('code')) return 'email_code';
  return null;
}

function methodOf(action: AuditAction, details: Details): SignInMethod | null {
  if (action.startsWith('auth.second_factor.')) return FACTOR_METHOD[String(details.factor)] ?? null;
  if (action === 'auth.sign_in_code.failed') return 'email_code';
  return methodOfPortal(details.portal);
}

/**
 * The caller's own last 50 sign-in attempts, newest first, from the audit trail: refusals
 * included, whoever made them (a wrong password typed for your username is yours to see). Rows
 * are chosen by the account they are about (`entity_id`), never by who acted.
 */
export async function signInHistoryOf(db: Db, userId: string): Promise<SignInEvent[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      after: auditLog.after,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId), inArray(auditLog.action, ACTIONS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(SIGN_IN_HISTORY_LIMIT);
  return rows.map((row) => {
    const action = row.action as AuditAction;
    const details = (row.after ?? {}) as Details;
    return {
      id: String(row.id),
      at: row.at.toISOString(),
      outcome: OUTCOME_OF[action]!,
      method: methodOf(action, details),
      ip: row.ip,
      userAgent: typeof details.userAgent === 'string' ? details.userAgent : null,
    };
  });
}
