import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { idParamsSchema } from '../../../shared/contracts/common';
import { ADMIN_USER_DETAIL_LIMIT, adminUserDetailSchema } from '../../../shared/contracts/people';
import { moneyFields } from '../../../shared/domain/money';
import { pendingContactChanges } from '../../core/contact-changes';
import { fullName, fullNameOrNull } from '../../core/person-name';
import { toSessionView } from '../../core/sessions';
import type { Db } from '../../db/client';
import { auditLog, cases, sessions, users } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import { adminUserById } from './users-list';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['people'];

const LIMIT = ADMIN_USER_DETAIL_LIMIT;
const clientsOfCase = alias(users, 'case_client');
const lawyersOfCase = alias(users, 'case_lawyer');
const actors = alias(users, 'audit_actor');

/** Cases where the person is the client or the assigned lawyer, newest first (both columns indexed). */
async function casesOf(db: Db, id: string) {
  const mine = or(eq(cases.clientId, id), eq(cases.lawyerId, id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cases.id,
        reference: cases.reference,
        title: cases.title,
        fraudType: cases.fraudType,
        phase: cases.phase,
        clientId: cases.clientId,
        currency: cases.currency,
        amountLostCents: cases.amountLostCents,
        recoveredCents: cases.recoveredCents,
        createdAt: cases.createdAt,
        clientName: fullName(clientsOfCase),
        lawyerName: fullNameOrNull(lawyersOfCase),
      })
      .from(cases)
      .innerJoin(clientsOfCase, eq(clientsOfCase.id, cases.clientId))
      .leftJoin(lawyersOfCase, eq(lawyersOfCase.id, cases.lawyerId))
      .where(mine)
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(LIMIT),
    db.select({ n: count() }).from(cases).where(mine),
  ]);
  return {
    cases: rows.map((c) => ({
      id: c.id,
      reference: c.reference,
      title: c.title,
      fraudType: c.fraudType,
      phase: c.phase,
      relation: c.clientId === id ? ('client' as const) : ('lawyer' as const),
      clientName: c.clientName,
      lawyerName: c.lawyerName,
      currency: c.currency,
      ...moneyFields('amountLost', c.amountLostCents),
      // Kept equal to the sum of the case's trust-bank postings by a trigger (drizzle/0008; D7).
      ...moneyFields('recoveredAmount', c.recoveredCents),
      createdAt: c.createdAt.toISOString(),
    })),
    casesTotal: Number(total?.n ?? 0),
  };
}

/** Sessions that would still let the person in: neither past their absolute nor their idle expiry. */
async function openSessionsOf(db: Db, id: string, idleMs: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, id),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(LIMIT);
  return rows.map(toSessionView);
}

/** What was done to the person (entity user + their id) and what they did (actor), newest first. */
async function auditOf(db: Db, id: string) {
  const about = or(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id)), eq(auditLog.actorId, id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: fullNameOrNull(actors) })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .where(about)
      .orderBy(desc(auditLog.id))
      .limit(LIMIT),
    db.select({ n: count() }).from(auditLog).where(about),
  ]);
  return {
    audit: rows.map(({ entry: e, actorName }) => ({
      id: e.id,
      at: e.at.toISOString(),
      action: e.action,
      relation: e.entity === 'user' && e.entityId === id ? ('subject' as const) : ('actor' as const),
      actorId: e.actorId,
      actorRole: e.actorRole,
      actorName,
      entity: e.entity,
      entityId: e.entityId,
    })),
    auditTotal: Number(total?.n ?? 0),
  };
}

/** The admin's view of one person (issue 7 §3 "view"): profile, cases, open sessions, audit trail. */
export async function userDetailForAdmin(db: Db, id: string, idleMs: number) {
  const user = await adminUserById(db, id); // 404 before anything else is read
  const [theCases, openSessions, trail, pending] = await Promise.all([
    casesOf(db, id),
    openSessionsOf(db, id, idleMs),
    auditOf(db, id),
    pendingContactChanges(db, id),
  ]);
  return { user, ...theCases, sessions: openSessions, ...trail, pendingContactChanges: pending };
}

export function registerUserDetailRoutes(app: TypedApp) {
  const { db, config } = app.deps;
  app.get(
    '/api/admin/users/:id',
    route(
      tags,
      ['admin'],
      'One person for the admin: profile, cases, open sessions and the audit trail about them',
      { params: idParamsSchema, response: { 200: adminUserDetailSchema } },
    ),
    async (request) => userDetailForAdmin(db, request.params.id, config.sessionIdleMs),
  );
}
