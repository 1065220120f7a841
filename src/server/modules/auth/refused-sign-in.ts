import type { FastifyError, FastifyRequest } from 'fastify';
import { toStorableText } from '../../../shared/contracts/text';
import type { AuditAction } from '../../../shared/domain/audit';
import { AppError } from '../../../shared/domain/errors';
import { auditContextOf, writeAudit } from '../../core/audit';
import type { Db } from '../../db/client';

/** A refusal of the request itself (odd or malformed input), not of the person's credentials. */
function isBadInput(error: FastifyError | AppError): boolean {
  return error instanceof AppError ? error.status === 400 : error.statusCode === 400;
}

type RefusedSignIn = {
  action: Extract<AuditAction, 'auth.login.failed' | 'auth.sign_in_code.failed'>;
  /** What the route's own failures record beside the reason (the portal, the step). */
  details: Record<string, string>;
  /** Record the name typed in this body field, as a refused password sign-in does. */
  nameField?: 'username';
};

/**
 * A sign-in refused before any credential was looked at (a NUL or a broken character in the
 * name, a body that is not an object, a missing field) is still a failed sign-in: someone tried
 * the door, and the audit log must say so (issue 31 item 8). A typed name is kept as far as it
 * can be stored (odd characters become U+FFFD), like the name of any other failed attempt.
 *
 * Used as the anonymous sign-in routes' onError hook, so it sees the input guard's and the
 * schema's refusals too. It must never turn the 400 into a 500: a failure to write is logged.
 */
export function auditRefusedSignIn(db: Db, { action, details, nameField }: RefusedSignIn) {
  return async (request: FastifyRequest, _reply: unknown, error: FastifyError | AppError) => {
    if (!isBadInput(error)) return;
    const body = request.body as Record<string, unknown> | null | undefined;
    const typed = nameField && typeof body === 'object' && body !== null ? body[nameField] : undefined;
    const userAgent = request.headers['user-agent'];
    try {
      await writeAudit(db, auditContextOf(request), {
        action,
        entity: 'user',
        entityId: null,
        after: {
          ...(nameField
            ? {
                [nameField]:
                  typeof typed === 'string' ? toStorableText(typed.trim().toLowerCase()).slice(0, 254) : null,
              }
            : {}),
          ...details,
          userAgent: typeof userAgent === 'string' ? toStorableText(userAgent).slice(0, 512) : null,
          reason: 'invalid_input',
        },
      });
    } catch (failure) {
      request.log.error({ err: failure }, 'could not audit a refused sign-in');
    }
  };
}
