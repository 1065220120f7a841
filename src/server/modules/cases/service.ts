import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CaseDetail, updateCaseRequestSchema } from '../../../shared/contracts/cases';
import { AppError } from '../../../shared/domain/errors';
import { isFeeAgreementNeededFor } from '../../../shared/domain/fee-agreement';
import type { Phase } from '../../../shared/domain/phases';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { addCaseEvent } from '../../core/case-events';
import { publishCaseListChanged } from '../../core/case-team';
import { emailLabel, notesBlock, portalLink } from '../../core/emails';
import { notify } from '../../core/notify';
import type { Db } from '../../db/client';
import { cases, feeAgreements } from '../../db/schema';
import { loadCaseDetail, scopedCase } from './queries';

async function hasAcceptedFeeAgreement(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: feeAgreements.id })
    .from(feeAgreements)
    .where(eq(feeAgreements.caseId, caseId));
  return row !== undefined;
}

/**
 * Moves a case to any phase (spec §4: no transition is forbidden), except the one it is in, and
 * except out of `new` (or a reopening) before the client accepted the fee agreement (ABA 1.5(c)).
 * The timeline records who, from, to and the notes; the client is told in their language.
 */
export async function changePhase(
  args: MailingCall & {
    caseId: string;
    phase: Phase;
    notes?: string;
  },
): Promise<CaseDetail> {
  const notes = args.notes ? args.notes : null;
  return args.db.transaction(async (tx) => {
    const current = await scopedCase(tx, args.actor, args.caseId, true);
    if (current.phase === args.phase) {
      const message = 'cases.same_phase';
      throw new AppError('conflict', message, { phase: message });
    }
    if (
      isFeeAgreementNeededFor(current.phase, args.phase) &&
      !(await hasAcceptedFeeAgreement(tx, current.id))
    ) {
      throw new AppError(
        'fee_agreement_required',
        current.phase === 'new' ? 'cases.fee.required_to_leave_new' : 'cases.fee.required_to_reopen',
      );
    }
    // now() is the transaction's time, the same as the timeline event's: the steps' dates agree.
    await tx
      .update(cases)
      .set({ phase: args.phase, phaseChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(cases.id, current.id));
    await addCaseEvent(tx, {
      caseId: current.id,
      actorId: args.actor.id,
      kind: 'phase_changed',
      fromPhase: current.phase,
      toPhase: args.phase,
      notes,
      clientVisible: true,
    });
    await writeAudit(tx, args.request, {
      action: 'case.phase_changed',
      entity: 'case',
      entityId: current.id,
      before: { phase: current.phase },
      after: { phase: args.phase, notes },
    });
    await notify(tx, {
      userId: current.clientId,
      kind: 'case_phase_changed',
      params: { reference: current.reference, fromPhase: current.phase, toPhase: args.phase },
      caseId: current.id,
      email: {
        mail: args.mail,
        template: 'case_phase_changed',
        params: (language) => ({
          reference: current.reference,
          phase: emailLabel(language, `phase.${args.phase}`),
          notesBlock: notesBlock(language, notes),
          link: portalLink(args.mail, '/client-dashboard'),
        }),
      },
    });
    await publishCaseListChanged(tx, current, 'cases');
    return loadCaseDetail(tx, args.actor, current.id);
  });
}

type UpdateCaseInput = z.output<typeof updateCaseRequestSchema>;

/** The team's working fields. Only what differs is written, audited and put on the timeline. */
export async function updateCase(
  args: AuditedCall & {
    caseId: string;
    input: UpdateCaseInput;
  },
): Promise<CaseDetail> {
  return args.db.transaction(async (tx) => {
    const current = await scopedCase(tx, args.actor, args.caseId, true);
    const fields = (Object.keys(args.input) as (keyof UpdateCaseInput)[]).filter(
      (key) => args.input[key] !== undefined && args.input[key] !== current[key],
    );
    if (fields.length > 0) {
      const pick = (source: Partial<Record<keyof UpdateCaseInput, unknown>>) =>
        Object.fromEntries(fields.map((key) => [key, source[key]]));
      await tx
        .update(cases)
        .set({ ...pick(args.input), updatedAt: sql`now()` })
        .where(eq(cases.id, current.id));
      await addCaseEvent(tx, {
        caseId: current.id,
        actorId: args.actor.id,
        kind: 'case_updated',
        clientVisible: false,
        data: { fields },
      });
      await writeAudit(tx, args.request, {
        action: 'case.updated',
        entity: 'case',
        entityId: current.id,
        before: pick(current),
        after: pick(args.input),
      });
      await publishCaseListChanged(tx, current, 'cases');
    }
    return loadCaseDetail(tx, args.actor, current.id);
  });
}
