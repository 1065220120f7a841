import { and, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Phase } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { caseScope } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, desks, indicatorSightings, users } from '../../db/schema';

/**
 * The sightings of some indicators on other cases than one, each marked with whether the reader
 * may open that case (D21, decided in the query). Names, references and phases are selected only
 * for cases the reader may open: for the others the query itself returns null (their desk and
 * amount stay, for the totals).
 */
export async function sightingsElsewhere(
  db: Db,
  actor: Actor,
  indicatorIds: string[],
  exceptCaseId: string | null,
) {
  if (indicatorIds.length === 0) return [];
  // coalesce: a lawyer's scope compares lawyer_id, which is null on an unassigned case.
  const visible = sql<boolean>`coalesce((${caseScope(actor)}), false)`;
  const onlyVisible = (value: SQLWrapper) => sql<string | null>`case when ${visible} then ${value} end`;
  return db
    .select({
      indicatorId: indicatorSightings.indicatorId,
      caseId: indicatorSightings.caseId,
      amountCents: indicatorSightings.amountCents,
      currency: indicatorSightings.currency,
      visible,
      phase: sql<Phase | null>`case when ${visible} then ${cases.phase} end`,
      deskName: desks.name,
      reference: onlyVisible(cases.reference),
      clientName: onlyVisible(sql<string>`${users.firstName} || ' ' || ${users.lastName}`),
    })
    .from(indicatorSightings)
    .innerJoin(cases, eq(cases.id, indicatorSightings.caseId))
    .innerJoin(users, eq(users.id, cases.clientId))
    .leftJoin(desks, eq(desks.id, cases.deskId))
    .where(
      and(
        inArray(indicatorSightings.indicatorId, indicatorIds),
        exceptCaseId ? ne(indicatorSightings.caseId, exceptCaseId) : undefined,
      ),
    );
}
export type Sighting = Awaited<ReturnType<typeof sightingsElsewhere>>[number];

/** Amounts per currency, sorted by currency, as money pairs are built from. */
export function addTo(totals: Map<string, number>, currency: string | null, cents: number | null): void {
  if (currency === null || cents === null) return;
  totals.set(currency, (totals.get(currency) ?? 0) + cents);
}
