import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { identityId, instant } from './columns';

/**
 * Append-only (a trigger in migration 0001 refuses UPDATE and DELETE). No foreign key on the
 * actor: the trail must outlive an erased user (D13).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    at: instant('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action),
  ],
);
