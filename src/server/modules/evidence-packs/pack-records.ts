import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { linksThrough } from '../../../shared/domain/trail/statuses';
import type { Db } from '../../db/client';
import {
  caseEvents,
  cases,
  documents,
  indicatorSightings,
  indicators,
  schemePayments,
  users,
} from '../../db/schema';

/** What goes on the pack's timeline: the case's course, not its internal handling (messages, notes). */
export const PACK_EVENT_KINDS = [
  'case_opened',
  'phase_changed',
  'document_uploaded',
  'recovery_recorded',
  'recovery_reversed',
  'evidence_pack_generated',
] as const;

/** The records of one case an evidence pack is made from, read once (the case is in scope already). */
export async function readPackRecords(db: Db, caseId: string) {
  const [[theCase], payments, events, docs, own] = await Promise.all([
    db
      .select({ c: cases, client: users })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.clientId))
      .where(eq(cases.id, caseId)),
    db
      .select()
      .from(schemePayments)
      .where(and(eq(schemePayments.caseId, caseId), isNull(schemePayments.removedAt)))
      .orderBy(asc(schemePayments.paidOn), asc(schemePayments.createdAt)),
    db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), inArray(caseEvents.kind, [...PACK_EVENT_KINDS])))
      .orderBy(asc(caseEvents.createdAt)),
    // A document the firm rejected (a bad copy) is not evidence it puts its name to.
    db
      .select()
      .from(documents)
      .where(and(eq(documents.caseId, caseId), ne(documents.status, 'rejected')))
      .orderBy(asc(documents.createdAt)),
    db
      .selectDistinct({
        id: indicators.id,
        kind: indicators.kind,
        value: indicators.value,
        status: indicators.status,
      })
      .from(indicatorSightings)
      .innerJoin(indicators, eq(indicators.id, indicatorSightings.indicatorId))
      .where(eq(indicatorSightings.caseId, caseId)),
  ]);
  const linking = own.filter((i) => linksThrough(i.status)).map((i) => i.id);
  const counts = linking.length
    ? await db
        .select({
          id: indicatorSightings.indicatorId,
          others: sql<number>`count(distinct ${indicatorSightings.caseId})::int`,
        })
        .from(indicatorSightings)
        .where(and(inArray(indicatorSightings.indicatorId, linking), ne(indicatorSightings.caseId, caseId)))
        .groupBy(indicatorSightings.indicatorId)
    : [];
  const othersOf = new Map(counts.map((c) => [c.id, Number(c.others)]));
  return {
    theCase: theCase!.c,
    client: theCase!.client,
    payments,
    events,
    documents: docs,
    indicators: own.map((i) => ({ ...i, otherCases: othersOf.get(i.id) ?? 0 })),
  };
}
export type PackRecords = Awaited<ReturnType<typeof readPackRecords>>;
