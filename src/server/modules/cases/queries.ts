import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseDetail, TimelineEvent } from '../../../shared/contracts/cases';
import { moneyFields } from '../../../shared/domain/money';
import type { Phase } from '../../../shared/domain/phases';
import { caseProgress, type PhaseChange } from '../../../shared/domain/recovery-steps';
import type { Actor } from '../../core/actor';
import { fullName } from '../../core/person-name';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { caseEvents, cases, desks, feeAgreements, users } from '../../db/schema';
import { caseTotals } from '../ledger';

type CaseRow = typeof cases.$inferSelect;

const phaseChangesQuery = preparedQuery('phase_changes_of_cases', (db, name) =>
  db
    .select({
      caseId: caseEvents.caseId,
      at: caseEvents.createdAt,
      fromPhase: caseEvents.fromPhase,
      toPhase: caseEvents.toPhase,
    })
    .from(caseEvents)
    .where(
      and(
        sql`${caseEvents.caseId} = any(${sql.placeholder('caseIds')}::uuid[])`,
        eq(caseEvents.kind, 'phase_changed'),
      ),
    )
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id))
    .prepare(name),
);

/** The phase changes of some cases, oldest first, grouped by case (the steps' dates, D1). */
export async function phaseChangesOf(db: Db, caseIds: string[]): Promise<Map<string, PhaseChange[]>> {
  const byCase = new Map<string, PhaseChange[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await phaseChangesQuery(db).execute({ caseIds });
  for (const { caseId, ...change } of rows) byCase.get(caseId)?.push(change);
  return byCase;
}

/** Progress needs the timeline only for a closed case (where did it get to?). */
export async function progressOfCase(db: Db, row: Pick<CaseRow, 'id' | 'phase'>): Promise<number> {
  if (row.phase !== 'closed') return caseProgress(row.phase);
  return caseProgress(row.phase, (await phaseChangesOf(db, [row.id])).get(row.id));
}

/** One case the actor may see (D21), locked when `forUpdate`; otherwise 404. */
export async function scopedCase(db: Db, actor: Actor, caseId: string, forUpdate = false) {
  const query = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), caseScope(actor)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('common.not_found.case');
  return row;
}

const client = alias(users, 'client');
const lawyer = alias(users, 'lawyer');

/**
 * Cases with the names a case screen shows beside them: the client's, the lawyer's (null when
 * unassigned) and the desk's; and when the client accepted the fee agreement (null: not yet). Shared by the case detail and the admin's case list; add `.where`.
 */
export function selectCasesWithNames(db: Db) {
  return db
    .select({
      c: cases,
      clientName: fullName(client),
      lawyerId: lawyer.id,
      lawyerFirst: lawyer.firstName,
      lawyerLast: lawyer.lastName,
      deskName: desks.name,
      feeAgreementAcceptedAt: feeAgreements.acceptedAt,
      feeAgreementVersion: feeAgreements.version,
    })
    .from(cases)
    .innerJoin(client, eq(client.id, cases.clientId))
    .leftJoin(lawyer, eq(lawyer.id, cases.lawyerId))
    .leftJoin(desks, eq(desks.id, cases.deskId))
    .leftJoin(feeAgreements, eq(feeAgreements.caseId, cases.id));
}

/** GET /api/cases/{id}: the case as its owner or its team sees it; money from the ledger. */
export async function loadCaseDetail(db: Db, actor: Actor, caseId: string): Promise<CaseDetail> {
  const [row] = await selectCasesWithNames(db).where(and(eq(cases.id, caseId), caseScope(actor)));
  if (!row) throw notFound('common.not_found.case');
  const { c } = row;
  // Sequential: this also runs inside transactions, which have a single connection.
  const totals = await caseTotals(db, c.id);
  const progress = await progressOfCase(db, c);
  const isStaff = actor.role !== 'client';
  return {
    id: c.id,
    reference: c.reference,
    title: c.title,
    clientId: c.clientId,
    clientName: row.clientName,
    fraudType: c.fraudType,
    phase: c.phase,
    progress,
    currency: c.currency,
    feeRateBps: c.feeRateBps,
    ...moneyFields('amountLost', c.amountLostCents),
    ...moneyFields('recoveredAmount', totals.recoveredCents),
    ...moneyFields('feeAmount', totals.feeCents),
    ...moneyFields('clientShareAmount', totals.clientShareCents),
    lawyer: row.lawyerId
      ? { id: row.lawyerId, firstName: row.lawyerFirst!, lastName: row.lawyerLast! }
      : null,
    desk: c.deskId && row.deskName !== null ? { id: c.deskId, name: row.deskName } : null,
    feeAgreement:
      row.feeAgreementAcceptedAt && row.feeAgreementVersion
        ? { acceptedAt: row.feeAgreementAcceptedAt.toISOString(), version: row.feeAgreementVersion }
        : null,
    // Priority, next action and due date are the team's working notes, not the client's view.
    ...(isStaff ? { priority: c.priority, nextAction: c.nextAction, dueDate: c.dueDate } : {}),
    phaseChangedAt: c.phaseChangedAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/**
 * An event's particulars as screen parameters: an amount stored in cents (`amountCents`) is given
 * as the pair `amount` (major units) and `amountCents`; lists become comma-separated text, nested
 * objects are left out.
 */
export function paramsOf(data: Record<string, unknown>): TimelineEvent['params'] {
  const params: TimelineEvent['params'] = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith('Cents') && typeof value === 'number')
      Object.assign(params, moneyFields(key.slice(0, -5), value));
    else if (Array.isArray(value)) params[key] = value.join(', ');
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      params[key] = value as string | number | boolean | null;
  }
  return params;
}

const actorUser = alias(users, 'actor');

/** Timeline rows, newest first; `clientView` keeps only what the client is meant to see. */
export async function listTimeline(
  db: Db,
  args: { caseId: string; clientView: boolean; page: number; limit: number },
) {
  const where = and(
    eq(caseEvents.caseId, args.caseId),
    args.clientView ? eq(caseEvents.clientVisible, true) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        e: caseEvents,
        actorFirst: actorUser.firstName,
        actorLast: actorUser.lastName,
        actorRole: actorUser.role,
      })
      .from(caseEvents)
      .leftJoin(actorUser, eq(actorUser.id, caseEvents.actorId))
      .where(where)
      .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id))
      .limit(args.limit)
      .offset((args.page - 1) * args.limit),
    db.select({ n: count() }).from(caseEvents).where(where),
  ]);
  return {
    events: rows.map(({ e, actorFirst, actorLast, actorRole }) =>
      toTimelineEvent(e, actorFirst, actorLast, actorRole),
    ),
    total: total?.n ?? 0,
    page: args.page,
    limit: args.limit,
  };
}

export function toTimelineEvent(
  e: typeof caseEvents.$inferSelect,
  firstName: string | null,
  lastName: string | null,
  role: Actor['role'] | null,
): TimelineEvent {
  return {
    id: e.id,
    kind: e.kind,
    at: e.createdAt.toISOString(),
    actor: e.actorId && role ? { id: e.actorId, firstName: firstName!, lastName: lastName!, role } : null,
    fromPhase: e.fromPhase as Phase | null,
    toPhase: e.toPhase as Phase | null,
    notes: e.notes,
    clientVisible: e.clientVisible,
    params: paramsOf(e.data),
  };
}
