import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CASE_EVENT_KINDS, type CaseEventKind } from '../../../shared/domain/case-events';
import { createdAt, id } from './columns';
import { phaseEnum } from './enums';
import { caseRef, userRef } from './refs';

/**
 * The case timeline (D1, D2): what happened to a case, by whom, and whether the client sees it.
 * Rows are written once and never edited; unlike the audit log it is written for people: the client's recent activity and the
 * recovery steps' dates come from here. `kind` names the event; `data` holds its particulars
 * (ids, amounts in cents) so screens can render it in the reader's language.
 */
export { CASE_EVENT_KINDS, type CaseEventKind };

export const caseEvents = pgTable(
  'case_events',
  {
    id: id(),
    caseId: caseRef('cascade').notNull(),
    actorId: userRef('actor_id', 'set null'),
    kind: text('kind', { enum: CASE_EVENT_KINDS }).notNull(),
    fromPhase: phaseEnum('from_phase'),
    toPhase: phaseEnum('to_phase'),
    notes: text('notes'),
    clientVisible: boolean('client_visible').notNull().default(true),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_events_case_created_idx').on(t.caseId, t.createdAt),
    index('case_events_actor_idx').on(t.actorId),
    // Admin analytics' time per phase (modules/admin/firm-analytics-queries.ts): the phase events
    // of every case in timeline order, read from the index alone, so the window needs no sort.
    index('case_events_phase_idx')
      .on(t.caseId, t.createdAt, t.kind, t.id, t.fromPhase)
      .where(sql`${t.kind} in ('case_opened', 'phase_changed')`),
  ],
);
