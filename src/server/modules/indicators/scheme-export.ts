import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/domain/languages';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { findCaseInScope } from '../../core/case-team';
import { getFirmSettings } from '../../core/firm-settings';
import { cases, indicatorSightings, indicators } from '../../db/schema';
import { evidenceTexts } from '../../locales';
import { indicatorsCsv } from './export/csv';
import type { ExportIndicator } from './export/export-indicator';
import { stixBundle } from './export/stix';
import { componentOf, SCHEME_CASE_LIMIT } from './scheme';

export const EXPORT_FORMATS = ['csv', 'stix'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A scheme's indicators for a police cyber unit or a CERT (issue 21 item 4): every destination and
 * contact point of the connected cases that still links (no false matches), with how many cases
 * and clients reported it and what was paid to it. Aggregates only: no client, no case, no name.
 * The export is audited, since it leaves the firm.
 */
export async function exportScheme(
  args: AuditedCall & { caseId: string; format: ExportFormat; language: Language; now?: Date },
): Promise<{ body: string; contentType: string; fileName: string }> {
  const { db } = args;
  const theCase = await findCaseInScope(db, args.actor, args.caseId);
  const caseIds = (await componentOf(db, theCase.id)).slice(0, SCHEME_CASE_LIMIT);
  const rows = await db
    .select({
      kind: indicators.kind,
      value: indicators.value,
      status: indicators.status,
      firstSeen: sql<Date>`min(${indicatorSightings.createdAt})`,
      lastSeen: sql<Date>`max(${indicatorSightings.createdAt})`,
      cases: sql<number>`count(distinct ${indicatorSightings.caseId})::int`,
      clients: sql<number>`count(distinct ${cases.clientId})::int`,
      totals: sql<Array<{ currency: string; cents: number }> | null>`(
        select json_agg(json_build_object('currency', t.currency, 'cents', t.cents) order by t.currency)
          from (select s.currency, sum(s.amount_cents)::bigint as cents from indicator_sightings s
                 where s.indicator_id = ${indicators.id} and s.amount_cents is not null
                 group by s.currency) t)`,
    })
    .from(indicatorSightings)
    .innerJoin(indicators, eq(indicators.id, indicatorSightings.indicatorId))
    .innerJoin(cases, eq(cases.id, indicatorSightings.caseId))
    .where(and(inArray(indicatorSightings.caseId, caseIds), sql`${indicators.status} <> 'false_match'`))
    .groupBy(indicators.id, indicators.kind, indicators.value, indicators.status)
    .orderBy(indicators.kind, indicators.value);
  const list: ExportIndicator[] = rows.map((r) => ({
    kind: r.kind,
    value: r.value,
    status: r.status === 'confirmed' ? 'confirmed' : 'unreviewed',
    firstSeen: new Date(r.firstSeen),
    lastSeen: new Date(r.lastSeen),
    cases: Number(r.cases),
    clients: Number(r.clients),
    totals: (r.totals ?? []).map((t) => ({ currency: t.currency, cents: Number(t.cents) })),
  }));
  const now = args.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  await writeAudit(db, args.request, {
    action: 'scheme.exported',
    entity: 'case',
    entityId: theCase.id,
    after: { format: args.format, indicators: list.length, cases: caseIds.length },
  });
  // Neither the file nor its name carries a case reference (issue 31): the file leaves the firm,
  // and a reference would tie it to one client. The scheme is named by its most reported indicator.
  if (args.format === 'csv') {
    return {
      body: indicatorsCsv(list, evidenceTexts[args.language].export),
      contentType: 'text/csv; charset=utf-8',
      fileName: `scheme-indicators-${day}.csv`,
    };
  }
  const { firmProfile } = await getFirmSettings(db);
  const firm = firmProfile.legalName || 'Recourse';
  const bundle = stixBundle({
    schemeName: schemeNameOf(list, day),
    firm: { name: firm },
    indicators: list,
    createdAt: now,
  });
  return {
    body: JSON.stringify(bundle, null, 2),
    contentType: 'application/stix+json;version=2.1',
    fileName: `scheme-indicators-${day}.stix.json`,
  };
}

/** "Scheme around <the indicator most cases name>, <day>": a name a recipient can quote back. */
function schemeNameOf(list: readonly ExportIndicator[], day: string): string {
  const top = [...list].sort((a, b) => b.cases - a.cases || a.value.localeCompare(b.value))[0];
  return top ? `Scheme around ${top.value}, ${day}` : `Scheme, ${day}`;
}
