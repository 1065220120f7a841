import type { Phase } from '../../shared/domain/phases';
import type { Db } from '../db/client';
import { type CaseEventKind, caseEvents } from '../db/schema';

export type CaseEventInput = {
  caseId: string;
  actorId: string | null;
  kind: CaseEventKind;
  fromPhase?: Phase | null;
  toPhase?: Phase | null;
  notes?: string | null;
  /** False for staff-only events (lead handling, internal review notes). */
  clientVisible?: boolean;
  data?: Record<string, unknown>;
};

/** Adds an event to a case's timeline; call inside the transaction of the change (D1, D2). */
export async function addCaseEvent(db: Db, input: CaseEventInput): Promise<string> {
  const [row] = await db
    .insert(caseEvents)
    .values({
      caseId: input.caseId,
      actorId: input.actorId,
      kind: input.kind,
      fromPhase: input.fromPhase ?? null,
      toPhase: input.toPhase ?? null,
      notes: input.notes ?? null,
      clientVisible: input.clientVisible ?? true,
      data: input.data ?? {},
    })
    .returning({ id: caseEvents.id });
  return row!.id;
}
