import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminCaseListSchema, adminCasesQuerySchema } from '../../../shared/contracts/cases-lists';
import { LIST_COUNT_CAP } from '../../../shared/contracts/pagination';
import { moneyFields } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { cases, ledgerPostings, users } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import { personMatches } from '../../lib/search';
import { containsPattern, offsetOf, searchWords, type TypedApp } from '../../lib/typed-routes';
import { selectCasesWithNames } from './queries';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

const REFERENCE = /^RC-\d{4}-\d+$/i;

/**
 * Each search word must match the title or the client's first or last name. Written as a union of
 * two index lookups (title trigram; client name trigram → cases by client) because an OR across
 * them would scan every case. A case reference (RC-2026-000123) is looked up on its unique index.
 */
function searchOf(q: string | undefined) {
  const text = q?.trim() ?? '';
  if (REFERENCE.test(text)) return eq(cases.reference, text.toUpperCase());
  return and(
    ...searchWords(text).map((word) => {
      const pattern = containsPattern(word);
      return sql`${cases.id} in (
        select c.id from ${cases} c where c.title ilike ${pattern}
        union all
        select c.id from ${cases} c join ${users} on ${users.id} = c.client_id
        where ${personMatches(word)})`;
    }),
  );
}

/**
 * Every case, newest first (created_at desc, id desc), with its recovered amount from the ledger.
 * Counted up to LIST_COUNT_CAP, with `more` beyond it (D113).
 */
export async function listAllCases(db: Db, query: z.output<typeof adminCasesQuerySchema>) {
  const where = and(
    query.phase ? eq(cases.phase, query.phase) : undefined,
    query.priority ? eq(cases.priority, query.priority) : undefined,
    query.deskId ? eq(cases.deskId, query.deskId) : undefined,
    query.lawyerId ? eq(cases.lawyerId, query.lawyerId) : undefined,
    // Unassigned reads the partial index cases_unassigned_created_idx (drizzle/0020).
    query.assignment === 'unassigned' ? isNull(cases.lawyerId) : undefined,
    query.assignment === 'assigned' ? isNotNull(cases.lawyerId) : undefined,
    searchOf(query.q),
  );
  // The page's ids first (one table, its indexes), then names and desks for those rows only.
  // The count stops at the cap (D113): it reads at most cap + 1 index entries.
  const [pageIds, [counted]] = await Promise.all([
    db
      .select({ id: cases.id })
      .from(cases)
      .where(where)
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(cases)
        .where(where)
        .limit(LIST_COUNT_CAP + 1)
        .as('matches'),
    ),
  ]);
  const matches = Number(counted?.n ?? 0);
  const ids = pageIds.map((r) => r.id);
  const found = ids.length ? await selectCasesWithNames(db).where(inArray(cases.id, ids)) : [];
  const byId = new Map(found.map((r) => [r.c.id, r]));
  const rows = ids.map((id) => byId.get(id)!);
  // Recovered = trust-bank postings on the case, net of reversals (as ledger/queries.ts caseTotals).
  const recovered = ids.length
    ? await db
        .select({
          caseId: ledgerPostings.caseId,
          cents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`,
        })
        .from(ledgerPostings)
        .where(and(inArray(ledgerPostings.caseId, ids), eq(ledgerPostings.account, 'trust_bank')))
        .groupBy(ledgerPostings.caseId)
    : [];
  const recoveredOf = new Map(recovered.map((r) => [r.caseId, Number(r.cents)]));
  return {
    cases: rows.map(({ c, clientName, lawyerFirst, lawyerLast, deskName }) => ({
      id: c.id,
      reference: c.reference,
      title: c.title,
      clientId: c.clientId,
      clientName,
      fraudType: c.fraudType,
      phase: c.phase,
      priority: c.priority,
      deskId: c.deskId,
      deskName,
      lawyerId: c.lawyerId,
      lawyerName: lawyerFirst === null ? null : `${lawyerFirst} ${lawyerLast}`,
      currency: c.currency,
      ...moneyFields('amountLost', c.amountLostCents),
      ...moneyFields('recoveredAmount', recoveredOf.get(c.id) ?? 0),
      nextAction: c.nextAction,
      dueDate: c.dueDate,
      createdAt: c.createdAt.toISOString(),
      lastUpdate: c.updatedAt.toISOString(),
    })),
    total: Math.min(matches, LIST_COUNT_CAP),
    more: matches > LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
  };
}

export function registerCaseRoutes(app: TypedApp) {
  app.get(
    '/api/admin/cases',
    route(
      tags,
      ['admin'],
      'All cases, newest first: filter by phase, priority, desk, lawyer, assignment; search (paginated)',
      { querystring: adminCasesQuerySchema, response: { 200: adminCaseListSchema } },
    ),
    async (request) => listAllCases(app.deps.db, request.query),
  );
}
