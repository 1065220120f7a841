import type { FastifyError, FastifyRequest } from 'fastify';
import { toStorableText } from '../../../shared/contracts/text';
import { AppError } from '../../../shared/domain/errors';
import { auditContextOf, writeAudit } from '../../core/audit';
import type { Db } from '../../db/client';

/** A refusal of the request itself (odd or malformed input), not of the person's credentials. */
function isBadInput(error: FastifyError | AppError): boolean {
  return error instanceof AppError ? error.status === 400 : error.statusCode === 400;
}

/**
 * A sign-in refused before the password was looked at (a NUL or a broken character in the name,
 * a body that is not an object, a missing field) is still a failed sign-in: someone tried the
 * door, and the audit log must say so (issue 31 item 8). The name is kept as far as it can be
 * stored (odd characters become U+FFFD), like the name of any other failed attempt.
 *
 * Used as the sign-in routes' onError hook, so it sees refusals from the input guard and the
 * schema too. It must never turn the 400 into a 500: a failure to write is logged, not thrown.
 */
export function auditRefusedSignIn(db: Db, portal: 'standard' | 'admin') {
  return async (request: FastifyRequest, _reply: unknown, error: FastifyError | AppError) => {
    if (!isBadInput(error)) return;
    const body = request.body as { username?: unknown } | null | undefined;
    const typed = typeof body === 'object' && body !== null ? body.username : undefined;
    const userAgent = request.headers['user-agent'];
    try {
      await writeAudit(db, auditContextOf(request), {
        action: 'auth.login.failed',
        entity: 'user',
        entityId: null,
        after: {
          username:
            typeof typed === 'string' ? toStorableText(typed.trim().toLowerCase()).slice(0, 254) : null,
          portal,
          userAgent: typeof userAgent === 'string' ? toStorableText(userAgent).slice(0, 512) : null,
          reason: 'invalid_input',
        },
      });
    } catch (failure) {
      request.log.error({ err: failure }, 'could not audit a refused sign-in');
    }
  };
}
