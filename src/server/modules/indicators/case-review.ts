import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { caseStaffAudience, findCaseInScope, type ScopedCase } from '../../core/case-team';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, indicatorCaseReviews, indicatorSightings, indicators } from '../../db/schema';

type ReviewCall = AuditedCall & { caseId: string; indicatorId: string };

/** Whether the reader entered or last corrected every live sighting of it: then their word does not count (D38). */
export const isOwnEntryOnly = (
  actor: Pick<Actor, 'id'>,
  sightings: { enteredBy: string | null; updatedBy: string | null }[],
) => sightings.every((s) => s.enteredBy === actor.id || s.updatedBy === actor.id);

/** The case in the reader's scope (else 404), locked so reviews of it are decided one at a time. */
async function lockedCase(tx: Db, args: ReviewCall): Promise<ScopedCase> {
  const theCase = await findCaseInScope(tx, args.actor, args.caseId);
  await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, theCase.id)).for('update');
  return theCase;
}

/** The indicator's live sightings on the case, with who wrote each; none: not found on this case. */
async function sightingsOn(tx: Db, caseId: string, indicatorId: string) {
  const sightings = await tx
    .select({
      kind: indicators.kind,
      value: indicators.value,
      enteredBy: indicatorSightings.enteredBy,
      updatedBy: indicatorSightings.updatedBy,
    })
    .from(indicatorSightings)
    .innerJoin(indicators, eq(indicators.id, indicatorSightings.indicatorId))
    .where(and(eq(indicatorSightings.caseId, caseId), eq(indicatorSightings.indicatorId, indicatorId)));
  if (sightings.length === 0) throw notFound('indicators.not_found.indicator');
  return sightings;
}

function liveReview(tx: Db, args: ReviewCall, caseId: string) {
  return tx
    .select({ id: indicatorCaseReviews.id, kind: indicators.kind, value: indicators.value })
    .from(indicatorCaseReviews)
    .innerJoin(indicators, eq(indicators.id, indicatorCaseReviews.indicatorId))
    .where(
      and(
        eq(indicatorCaseReviews.indicatorId, args.indicatorId),
        eq(indicatorCaseReviews.caseId, caseId),
        isNull(indicatorCaseReviews.withdrawnAt),
      ),
    );
}

const announce = (tx: Db, theCase: ScopedCase) =>
  publishEvent(tx, {
    type: 'list-changed',
    list: 'indicators',
    caseId: theCase.id,
    audience: caseStaffAudience(theCase),
  });

/**
 * "Reviewed on this case" (D38, D131): a lawyer, manager or admin who may open the case vouches
 * that this client's report of the indicator holds. Only such reviews count toward the public
 * check, on cases with a signed fee agreement that another member of staff worked on too
 * (`counted_sightings`). Someone who entered or corrected every sighting of it on the case cannot
 * vouch for it themselves (409): a colleague reviews it. Audited; the case's staff screens refresh.
 */
export async function reviewIndicatorOnCase(args: ReviewCall): Promise<void> {
  await args.db.transaction(async (tx) => {
    const theCase = await lockedCase(tx, args);
    const sightings = await sightingsOn(tx, theCase.id, args.indicatorId);
    if (isOwnEntryOnly(args.actor, sightings)) throw new AppError('conflict', 'indicators.review_own_entry');
    if ((await liveReview(tx, args, theCase.id)).length > 0) {
      throw new AppError('conflict', 'indicators.already_reviewed');
    }
    const [row] = await tx
      .insert(indicatorCaseReviews)
      .values({ indicatorId: args.indicatorId, caseId: theCase.id, reviewedBy: args.actor.id })
      .returning({ id: indicatorCaseReviews.id });
    await writeAudit(tx, args.request, {
      action: 'indicator.reviewed_on_case',
      entity: 'case',
      entityId: theCase.id,
      after: {
        reviewId: row!.id,
        indicatorId: args.indicatorId,
        kind: sightings[0]!.kind,
        value: sightings[0]!.value,
      },
    });
    await announce(tx, theCase);
  });
}

/**
 * Withdraws the case's standing review of an indicator, with the reason (also after its entries were
 * removed, so a review never outlives the firm's word): it stops counting at once, and the row keeps who reviewed and who withdrew, when and why (a trigger refuses any other change).
 */
export async function withdrawIndicatorReview(args: ReviewCall & { reason: string }): Promise<void> {
  await args.db.transaction(async (tx) => {
    const theCase = await lockedCase(tx, args);
    const [review] = await liveReview(tx, args, theCase.id);
    if (!review) throw notFound('indicators.not_found.indicator_review');
    await tx
      .update(indicatorCaseReviews)
      .set({ withdrawnAt: new Date(), withdrawnBy: args.actor.id, withdrawnReason: args.reason })
      .where(eq(indicatorCaseReviews.id, review.id));
    await writeAudit(tx, args.request, {
      action: 'indicator.review_withdrawn',
      entity: 'case',
      entityId: theCase.id,
      before: { reviewId: review.id, indicatorId: args.indicatorId, kind: review.kind, value: review.value },
      after: { reason: args.reason },
    });
    await announce(tx, theCase);
  });
}
