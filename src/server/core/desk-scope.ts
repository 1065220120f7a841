import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { cases, desks, leads } from '../db/schema';
import type { Actor } from './actor';

export type Desk = typeof desks.$inferSelect;

const deskQuery = preparedQuery('desk_by_id', (db, name) =>
  db
    .select()
    .from(desks)
    .where(eq(desks.id, sql.placeholder('deskId')))
    .prepare(name),
);

export async function deskOf(db: Db, deskId: string | null): Promise<Desk | null> {
  if (!deskId) return null;
  const [desk] = await deskQuery(db).execute({ deskId });
  return desk ?? null;
}

/**
 * A desk's territory: cases put on the desk, and cases on no desk yet whose lead came from one
 * of the desk's countries (registration opens cases with no desk; D21 routes them by country).
 */
function deskTerritory(desk: Desk | null): SQL {
  if (!desk) return sql`false`;
  const byCountry =
    desk.countries.length > 0 ? and(isNull(cases.deskId), inArray(leads.country, desk.countries)) : undefined;
  return or(eq(cases.deskId, desk.id), byCountry) ?? sql`false`;
}

/**
 * D21: which leads an actor may see, for a query over leads joined to their case. Admins all;
 * a manager their desk's territory; a lawyer the new, unassigned leads of their desk's territory
 * plus the leads they handled and those whose case is assigned to them. The same rule with
 * placeholders, for prepared lists: leadScopeConditions below.
 */
export async function leadScope(db: Db, actor: Actor): Promise<SQL> {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role === 'client') return sql`false`;
  const territory = deskTerritory(await deskOf(db, actor.deskId));
  if (actor.role === 'manager') return territory;
  return (
    or(
      and(eq(leads.status, 'new'), isNull(cases.lawyerId), territory),
      eq(leads.handledBy, actor.id),
      eq(cases.lawyerId, actor.id),
    ) ?? sql`false`
  );
}

/**
 * leadScope's lawyer rule counted over new leads, for the lawyer's dashboard (issue 34): the
 * untaken new leads of the desk's territory come from new_lead_counts (kept by triggers,
 * migration 0058) instead of a join of every case to every new lead; the new leads on the
 * lawyer's own cases and those they handled elsewhere are read through their indexes, each once.
 * The same rule as leadScope: change both.
 */
export async function countNewLeadsOfLawyer(db: Db, actor: Actor): Promise<number> {
  const desk = await deskOf(db, actor.deskId);
  const deskId = sql`${desk?.id ?? null}::uuid`;
  const countries = sql`array[${sql.join(
    (desk?.countries ?? []).map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (
        (select coalesce(sum(leads), 0) from new_lead_counts
          where desk_id = ${deskId} or (desk_id is null and country = any(${countries})))
      + (select count(*) from cases c join leads l on l.case_id = c.id
          where c.lawyer_id = ${actor.id} and l.status = 'new')
      + (select count(*) from leads l join cases c on c.id = l.case_id
          where l.handled_by = ${actor.id} and l.status = 'new' and c.lawyer_id is distinct from ${actor.id}
            and not (c.lawyer_id is null and (coalesce(c.desk_id = ${deskId}, false)
                     or (c.desk_id is null and l.country = any(${countries})))))
      )::int as n`,
  );
  return row?.n ?? 0;
}

export type LeadScopeKind = 'all' | 'desk' | 'lawyer' | 'none';

/** deskTerritory with the desk's id and countries as placeholders (null and empty: no desk). */
const territoryPlaceholders = sql`(${cases.deskId} = ${sql.placeholder('deskId')}::uuid or (${cases.deskId} is null and ${leads.country} = any(${sql.placeholder('countries')}::text[])))`;
const actorPlaceholder = sql`${sql.placeholder('actorId')}::uuid`;
/**
 * leadScope for prepared statements: one condition per kind of actor, the values as placeholders
 * (`deskId`, `countries`, `actorId`: leadScopeOf), so every manager's or lawyer's list runs one
 * statement. The same rule as leadScope: change both.
 */
export const leadScopeConditions: Record<LeadScopeKind, SQL> = {
  all: sql`true`,
  none: sql`false`,
  desk: territoryPlaceholders,
  lawyer: sql`((${leads.status} = 'new' and ${cases.lawyerId} is null and ${territoryPlaceholders}) or ${leads.handledBy} = ${actorPlaceholder} or ${cases.lawyerId} = ${actorPlaceholder})`,
};

const SCOPE_KIND: Record<Actor['role'], LeadScopeKind> = {
  admin: 'all',
  manager: 'desk',
  lawyer: 'lawyer',
  client: 'none',
};

/** Which of leadScopeConditions applies to the actor, and its placeholders' values. */
export async function leadScopeOf(db: Db, actor: Actor) {
  const kind = SCOPE_KIND[actor.role];
  const desk = kind === 'desk' || kind === 'lawyer' ? await deskOf(db, actor.deskId) : null;
  return { kind, values: { deskId: desk?.id ?? null, countries: desk?.countries ?? [], actorId: actor.id } };
}
