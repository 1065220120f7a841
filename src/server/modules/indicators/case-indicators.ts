import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CaseIndicator, CaseIndicators, LinkedCase } from '../../../shared/contracts/indicators';
import { moneyFields } from '../../../shared/domain/money';
import { linksThrough } from '../../../shared/domain/trail/statuses';
import type { Actor } from '../../core/actor';
import { findCaseInScope } from '../../core/case-team';
import { fullNameOrNull } from '../../core/person-name';
import type { Db } from '../../db/client';
import {
  countedSightings,
  feeAgreements,
  indicatorCaseReviews,
  indicatorSightings,
  indicators,
  users,
} from '../../db/schema';
import { isOwnEntryOnly } from './case-review';
import { addTo, type Sighting, sightingsElsewhere } from './sightings';

const paid = (totals: Map<string, number>) =>
  [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, ...moneyFields('paid', cents) }));

/**
 * A case's indicators and, for each, the other cases naming it: in full where the reader may open
 * them (D21), otherwise only how many, on which desks, and what was paid to it (issue 21 item 2).
 * A false match links nothing.
 */
export async function caseIndicators(db: Db, actor: Actor, caseId: string): Promise<CaseIndicators> {
  const theCase = await findCaseInScope(db, actor, caseId);
  const [own, reviews, authors, [agreement]] = await Promise.all([
    db
      .selectDistinct({ i: indicators, statusByName: users.firstName, statusByLast: users.lastName })
      .from(indicatorSightings)
      .innerJoin(indicators, eq(indicators.id, indicatorSightings.indicatorId))
      .leftJoin(users, eq(users.id, indicators.statusBy))
      .where(eq(indicatorSightings.caseId, theCase.id)),
    reviewsOn(db, theCase.id),
    db
      .select({
        indicatorId: indicatorSightings.indicatorId,
        enteredBy: indicatorSightings.enteredBy,
        updatedBy: indicatorSightings.updatedBy,
      })
      .from(indicatorSightings)
      .where(eq(indicatorSightings.caseId, theCase.id)),
    db.select({ id: feeAgreements.id }).from(feeAgreements).where(eq(feeAgreements.caseId, theCase.id)),
  ]);
  const linking = own.filter(({ i }) => linksThrough(i.status)).map(({ i }) => i.id);
  const elsewhere = await sightingsElsewhere(db, actor, linking, theCase.id);
  const result = own.map(({ i, statusByName, statusByLast }): CaseIndicator => {
    const links = linksOf(elsewhere.filter((s) => s.indicatorId === i.id));
    return {
      id: i.id,
      kind: i.kind,
      value: i.value,
      status: i.status,
      statusReason: i.statusReason,
      statusBy: statusByName ? `${statusByName} ${statusByLast}` : null,
      statusAt: i.statusAt?.toISOString() ?? null,
      review: reviews.get(i.id) ?? null,
      mayReview: !isOwnEntryOnly(
        actor,
        authors.filter((a) => a.indicatorId === i.id),
      ),
      ...links,
    };
  });
  // The most linked first: that is where a group complaint starts.
  result.sort(
    (a, b) => b.otherCases - a.otherCases || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value),
  );
  return { indicators: result, feeAgreementSigned: agreement !== undefined };
}

/**
 * The standing reviews on a case, per indicator: who (null once their account is gone), when, and
 * whether the public check counts this client through it (the view's one definition, D38).
 */
async function reviewsOn(db: Db, caseId: string) {
  const rows = await db
    .select({
      indicatorId: indicatorCaseReviews.indicatorId,
      at: indicatorCaseReviews.reviewedAt,
      by: fullNameOrNull(users),
      counts: sql<boolean>`exists (select 1 from ${countedSightings} where ${countedSightings.caseId} = ${caseId}
        and ${countedSightings.indicatorId} = ${indicatorCaseReviews.indicatorId})`,
    })
    .from(indicatorCaseReviews)
    .leftJoin(users, eq(users.id, indicatorCaseReviews.reviewedBy))
    .where(and(eq(indicatorCaseReviews.caseId, caseId), isNull(indicatorCaseReviews.withdrawnAt)));
  return new Map(rows.map((r) => [r.indicatorId, { by: r.by, at: r.at.toISOString(), counts: r.counts }]));
}

function linksOf(sightings: Sighting[]): Pick<CaseIndicator, 'otherCases' | 'visible' | 'hidden'> {
  const visible = new Map<string, Omit<LinkedCase, 'paidTotals'> & { totals: Map<string, number> }>();
  const hiddenCases = new Set<string>();
  const hiddenDesks = new Set<string>();
  const hiddenPaid = new Map<string, number>();
  for (const s of sightings) {
    if (s.visible) {
      const entry = visible.get(s.caseId) ?? {
        id: s.caseId,
        reference: s.reference ?? '',
        clientName: s.clientName ?? '',
        phase: s.phase!,
        deskName: s.deskName,
        totals: new Map(),
      };
      addTo(entry.totals, s.currency, s.amountCents);
      visible.set(s.caseId, entry);
    } else {
      hiddenCases.add(s.caseId);
      if (s.deskName) hiddenDesks.add(s.deskName);
      addTo(hiddenPaid, s.currency, s.amountCents);
    }
  }
  return {
    otherCases: visible.size + hiddenCases.size,
    visible: [...visible.values()]
      .map(({ totals, ...c }) => ({ ...c, paidTotals: paid(totals) }))
      .sort((a, b) => a.reference.localeCompare(b.reference)),
    hidden: { cases: hiddenCases.size, desks: [...hiddenDesks].sort(), paidTotals: paid(hiddenPaid) },
  };
}
