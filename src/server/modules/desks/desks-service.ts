import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createDeskRequestSchema, Desk, updateDeskRequestSchema } from '../../../shared/contracts/desks';
import { AppError } from '../../../shared/domain/errors';
import { type AdminCall, publishListChanged } from '../../core/admin-call';
import { writeAudit } from '../../core/audit';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { desks, users } from '../../db/schema';

async function loadDesks(db: Db, id?: string): Promise<Desk[]> {
  const rows = await db
    .select({ desk: desks, userCount: count(users.id) })
    .from(desks)
    .leftJoin(users, eq(users.deskId, desks.id))
    .where(id ? eq(desks.id, id) : undefined)
    .groupBy(desks.id)
    .orderBy(asc(desks.name), asc(desks.id));
  return rows.map(({ desk, userCount: n }) => ({
    id: desk.id,
    name: desk.name,
    description: desk.description,
    country: desk.countries[0] ?? null,
    countries: desk.countries,
    userCount: Number(n),
    createdAt: desk.createdAt.toISOString(),
  }));
}

/** Desks are few (one per team): the whole list, by name. */
export async function listDesks(db: Db) {
  const list = await loadDesks(db);
  return { desks: list, total: list.length };
}

async function deskById(db: Db, id: string): Promise<Desk> {
  const [desk] = await loadDesks(db, id);
  if (!desk) throw notFound('desks.not_found.desk');
  return desk;
}

/** Two desks with one name would be confused in every picker. */
async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: desks.id })
    .from(desks)
    .where(
      and(eq(sql`lower(${desks.name})`, name.toLowerCase()), exceptId ? ne(desks.id, exceptId) : undefined),
    );
  if (clash) {
    const message = 'desks.name_taken';
    throw new AppError('conflict', message, { name: message });
  }
}

const unique = (codes: string[]) => [...new Set(codes)];

export async function createDesk(call: AdminCall & { input: z.output<typeof createDeskRequestSchema> }) {
  const { input } = call;
  // The spec's form sends one `country`; `countries` sets the whole list.
  const countries = unique(input.countries ?? (input.country ? [input.country] : []));
  const id = await call.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx
      .insert(desks)
      .values({ name: input.name, description: input.description ?? '', countries })
      .returning({ id: desks.id });
    await writeAudit(tx, call.request, {
      action: 'desk.created',
      entity: 'desk',
      entityId: row!.id,
      after: { name: input.name, countries, description: input.description ?? '' },
    });
    await publishListChanged(tx, 'desks');
    return row!.id;
  });
  return { message: 'desks.notes.desk_created' as const, desk: await deskById(call.db, id) };
}

export async function updateDesk(
  call: AdminCall & { id: string; input: z.output<typeof updateDeskRequestSchema> },
) {
  const { input } = call;
  await call.db.transaction(async (tx) => {
    const [current] = await tx.select().from(desks).where(eq(desks.id, call.id)).for('update');
    if (!current) throw notFound('desks.not_found.desk');
    if (input.name) await assertNameFree(tx, input.name, current.id);
    // A single `country` (the spec's edit form) replaces the first country and keeps the others.
    const countries =
      input.countries ??
      (input.country ? unique([input.country, ...current.countries.slice(1)]) : current.countries);
    const next = {
      name: input.name ?? current.name,
      description: input.description ?? current.description,
      countries: unique(countries),
    };
    await tx
      .update(desks)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(desks.id, current.id));
    await writeAudit(tx, call.request, {
      action: 'desk.updated',
      entity: 'desk',
      entityId: current.id,
      before: { name: current.name, description: current.description, countries: current.countries },
      after: next,
    });
    await publishListChanged(tx, 'desks', [current.id]);
  });
  return { message: 'desks.notes.desk_updated' as const, desk: await deskById(call.db, call.id) };
}

/** Refused while people belong to the desk: they would silently lose their team and its cases. */
export async function deleteDesk(call: AdminCall & { id: string }) {
  await call.db.transaction(async (tx) => {
    const [current] = await tx.select().from(desks).where(eq(desks.id, call.id)).for('update');
    if (!current) throw notFound('desks.not_found.desk');
    const [members] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(eq(users.deskId, current.id));
    const n = Number(members?.n ?? 0);
    if (n > 0) {
      throw new AppError('conflict', { key: 'desks.has_users', params: { count: n } });
    }
    await tx.delete(desks).where(eq(desks.id, current.id));
    await writeAudit(tx, call.request, {
      action: 'desk.deleted',
      entity: 'desk',
      entityId: current.id,
      before: { name: current.name, description: current.description, countries: current.countries },
    });
    await publishListChanged(tx, 'desks');
  });
  return { message: 'desks.notes.desk_deleted' as const };
}
