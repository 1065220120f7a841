import { and, eq } from 'drizzle-orm';
import type { IndicatorStatusRequest } from '../../../shared/contracts/indicators';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { caseStaffAudience, casesNamingIndicators } from '../../core/case-team';
import { caseScope, notFound } from '../../core/scope';
import { cases, indicatorSightings, indicators } from '../../db/schema';

/**
 * The firm's word on an indicator: confirmed scam, false match (which stops linking through it)
 * or back to unreviewed, always with a reason, audited with what it was before. A person may mark
 * only an indicator named on a case they may open (D21); any other is not found.
 */
export async function setIndicatorStatus(
  args: AuditedCall & { indicatorId: string; input: IndicatorStatusRequest },
) {
  const { db, actor, input } = args;
  const [seen] = await db
    .select({ id: indicatorSightings.indicatorId })
    .from(indicatorSightings)
    .innerJoin(cases, eq(cases.id, indicatorSightings.caseId))
    .where(and(eq(indicatorSightings.indicatorId, args.indicatorId), caseScope(actor)))
    .limit(1);
  if (!seen) throw notFound('indicators.not_found.indicator');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(indicators)
      .where(eq(indicators.id, args.indicatorId))
      .for('update');
    await tx
      .update(indicators)
      .set({ status: input.status, statusReason: input.reason, statusBy: actor.id, statusAt: new Date() })
      .where(eq(indicators.id, args.indicatorId));
    await writeAudit(tx, args.request, {
      action: 'indicator.status_changed',
      entity: 'indicator',
      entityId: args.indicatorId,
      before: {
        kind: before!.kind,
        value: before!.value,
        status: before!.status,
        reason: before!.statusReason,
      },
      after: { kind: before!.kind, value: before!.value, status: input.status, reason: input.reason },
    });
    for (const theCase of await casesNamingIndicators(
      tx,
      eq(indicatorSightings.indicatorId, args.indicatorId),
    )) {
      await publishEvent(tx, {
        type: 'list-changed',
        list: 'indicators',
        caseId: theCase.id,
        audience: caseStaffAudience(theCase),
      });
    }
  });
}
