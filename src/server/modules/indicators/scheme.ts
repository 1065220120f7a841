import { and, inArray, sql } from 'drizzle-orm';
import type { Scheme, SchemeCase } from '../../../shared/contracts/indicators';
import { moneyFields } from '../../../shared/domain/money';
import type { Phase } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { findCaseInScope } from '../../core/case-team';
import { type Db, queryRows } from '../../db/client';
import { indicatorSightings, indicators } from '../../db/schema';
import { addTo, sightingsElsewhere } from './sightings';

/** A scheme larger than this is shown in part, and says so: a walk must end on any data. */
export const SCHEME_CASE_LIMIT = 500;

/** The cases reachable from one through indicators that link (not false matches): a connected component. */
export async function componentOf(db: Db, caseId: string): Promise<string[]> {
  const rows = await queryRows<{ case_id: string }>(
    db,
    sql`
    with recursive component(case_id) as (
      select ${caseId}::uuid
      union
      select there.case_id
        from component
        join indicator_sightings here on here.case_id = component.case_id
        join indicators i on i.id = here.indicator_id and i.status <> 'false_match'
        join indicator_sightings there on there.indicator_id = here.indicator_id
    )
    select case_id from component limit ${SCHEME_CASE_LIMIT + 1}`,
  );
  return rows.map((r) => r.case_id);
}

const pairs = (totals: Map<string, number>) =>
  [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, ...moneyFields('paid', cents) }));

/**
 * The scheme a case belongs to (issue 21 item 2): every case connected to it, what each client paid
 * to the scheme, the cases' phases, and the indicators that tie them together. Only cases the
 * reader may open are listed, with phase and amounts (D21, D130); the rest count in the totals
 * alone: how many, on which desks, and what was paid there, together.
 */
export async function schemeOfCase(db: Db, actor: Actor, caseId: string): Promise<Scheme> {
  const theCase = await findCaseInScope(db, actor, caseId);
  const found = await componentOf(db, theCase.id);
  const truncated = found.length > SCHEME_CASE_LIMIT;
  const caseIds = found.slice(0, SCHEME_CASE_LIMIT);
  const linking = await db
    .select({ id: indicators.id, kind: indicators.kind, value: indicators.value, status: indicators.status })
    .from(indicators)
    .where(
      and(
        sql`${indicators.status} <> 'false_match'`,
        inArray(
          indicators.id,
          db
            .select({ id: indicatorSightings.indicatorId })
            .from(indicatorSightings)
            .where(inArray(indicatorSightings.caseId, caseIds)),
        ),
      ),
    );
  const sightings = await sightingsElsewhere(
    db,
    actor,
    linking.map((i) => i.id),
    null,
  );
  const inScheme = sightings.filter((s) => caseIds.includes(s.caseId));
  const listed = new Map<string, SchemeCase & { totals: Map<string, number> }>();
  const hiddenCases = new Set<string>();
  const hiddenDesks = new Set<string>();
  const hiddenPaid = new Map<string, number>();
  const casesPerIndicator = new Map<string, Set<string>>();
  const paid = new Map<string, number>();
  for (const s of inScheme) {
    if (s.visible && !listed.has(s.caseId)) {
      listed.set(s.caseId, {
        id: s.caseId,
        reference: s.reference!,
        clientName: s.clientName!,
        phase: s.phase!,
        deskName: s.deskName,
        paidTotals: [],
        totals: new Map(),
      });
    } else if (!s.visible) {
      hiddenCases.add(s.caseId);
      if (s.deskName) hiddenDesks.add(s.deskName);
    }
    const set = casesPerIndicator.get(s.indicatorId) ?? new Set();
    set.add(s.caseId);
    casesPerIndicator.set(s.indicatorId, set);
  }
  // What each client paid to the scheme: their payments to its linking destinations, once each.
  for (const s of uniquePayments(inScheme)) {
    addTo(listed.get(s.caseId)?.totals ?? hiddenPaid, s.currency, s.amountCents);
    addTo(paid, s.currency, s.amountCents);
  }
  const cases = [...listed.values()].map(({ totals, ...c }) => ({ ...c, paidTotals: pairs(totals) }));
  cases.sort((a, b) => a.reference.localeCompare(b.reference));
  const phases = new Map<Phase, number>();
  for (const c of cases) phases.set(c.phase, (phases.get(c.phase) ?? 0) + 1);
  return {
    cases,
    hidden: { cases: hiddenCases.size, desks: [...hiddenDesks].sort(), paidTotals: pairs(hiddenPaid) },
    totalCases: listed.size + hiddenCases.size,
    indicators: linking
      .map((i) => ({ ...i, cases: casesPerIndicator.get(i.id)?.size ?? 0 }))
      .sort((a, b) => b.cases - a.cases || a.value.localeCompare(b.value)),
    paidTotals: pairs(paid),
    phases: [...phases].map(([phase, n]) => ({ phase, cases: n })),
    truncated,
  };
}

/** A payment is one sighting of one indicator; contacts carry no amount. */
function uniquePayments<T extends { amountCents: number | null }>(rows: T[]): T[] {
  return rows.filter((r) => r.amountCents !== null);
}
