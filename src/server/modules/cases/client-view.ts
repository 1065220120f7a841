import { and, desc, eq } from 'drizzle-orm';
import type { TimelineEvent } from '../../../shared/contracts/cases';
import { AppError } from '../../../shared/domain/errors';
import { deriveRecoverySteps } from '../../../shared/domain/recovery-steps';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { addCaseEvent } from '../../core/case-events';
import { publishCaseListChanged } from '../../core/case-team';
import { getFirmSettings } from '../../core/firm-settings';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { caseEvents, cases } from '../../db/schema';
import { phaseChangesOf, toTimelineEvent } from './queries';

/** The client's own cases, most recent first (a client sees only these, D21). */
function ownCases(db: Db, actor: Actor, caseId?: string) {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, actor.id), caseId ? eq(cases.id, caseId) : undefined))
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

type CaseRow = typeof cases.$inferSelect;

async function stepsOf(db: Db, row: CaseRow) {
  const [changes, settings] = await Promise.all([phaseChangesOf(db, [row.id]), getFirmSettings(db)]);
  return deriveRecoverySteps({
    phase: row.phase,
    openedAt: row.createdAt,
    phaseChangedAt: row.phaseChangedAt,
    changes: changes.get(row.id) ?? [],
    estimates: settings.stepEstimates,
  });
}

/** GET /api/client/recovery-steps: the steps of the client's most recent (or chosen) case. */
export async function clientRecoverySteps(db: Db, actor: Actor, caseId?: string) {
  const [row] = await ownCases(db, actor, caseId).limit(1);
  if (!row) {
    if (caseId) throw notFound('common.not_found.case');
    return { caseId: null, phase: null, progress: null, recoverySteps: [] };
  }
  const { steps, progress } = await stepsOf(db, row);
  return { caseId: row.id, phase: row.phase, progress, recoverySteps: steps };
}

/** POST /api/client/notes: the client's note lands on their own case's timeline (D15). */
export async function addClientNote(
  args: AuditedCall & {
    caseId?: string;
    body: string;
  },
): Promise<TimelineEvent> {
  return args.db.transaction(async (tx) => {
    const [row] = await ownCases(tx, args.actor, args.caseId).limit(1);
    if (!row && args.caseId) throw notFound('common.not_found.case');
    if (!row) throw new AppError('not_found', 'cases.no_case_for_note');
    const eventId = await addCaseEvent(tx, {
      caseId: row.id,
      actorId: args.actor.id,
      kind: 'client_note',
      notes: args.body,
      clientVisible: true,
    });
    await writeAudit(tx, args.request, {
      action: 'case.client_note_added',
      entity: 'case',
      entityId: row.id,
      after: { eventId, length: args.body.length },
    });
    await publishCaseListChanged(tx, row, 'timeline');
    const [event] = await tx.select().from(caseEvents).where(eq(caseEvents.id, eventId));
    return toTimelineEvent(event!, args.actor.firstName, args.actor.lastName, args.actor.role);
  });
}
