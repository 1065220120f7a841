import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '../../shared/domain/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './actor';
import type { Mail } from './emails';

export type AuditContext = {
  actorId: string | null;
  actorRole: string | null;
  ip: string | null;
  requestId: string | null;
};

/** Only listed actions and record types: the admin console has words for each (shared/domain/audit). */
export type AuditEntry = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    actorId: request.actor?.id ?? null,
    actorRole: request.actor?.role ?? null,
    ip: request.ip ?? null,
    requestId: request.id ?? null,
  };
}

/** What an audited use case receives: the database, who acts, and the request for the audit row. */
export type AuditedCall = { db: Db; actor: Actor; request: AuditContext };

/** An audited use case that may write email: it gets the app's mail setup (app.deps.mail) too. */
export type MailingCall = AuditedCall & { mail: Mail };

/**
 * The audited call of a signed-in request, built once here instead of in every handler. Only for
 * routes whose access already requires a session (route()'s roles), hence the asserted actor.
 */
export function callOf(db: Db, request: FastifyRequest): MailingCall {
  return { db, actor: request.actor!, request: auditContextOf(request), mail: request.server.deps.mail };
}

const SECRET_KEY = /password|token|secret|hash/i;

/** Secrets never reach the audit trail, whatever object a caller passes in. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, redact(v)]),
    );
  }
  return value;
}

/** Call inside the same transaction as the change it records. */
export async function writeAudit(db: Db, context: AuditContext, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...context,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  });
}
