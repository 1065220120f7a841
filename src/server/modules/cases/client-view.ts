import { and, desc, eq } from 'drizzle-orm';
import type { ClientDashboard, TimelineEvent } from '../../../shared/contracts/cases';
import { AppError } from '../../../shared/domain/errors';
import { DEFAULT_CURRENCY, fromCents } from '../../../shared/domain/money';
import { caseProgress, deriveRecoverySteps } from '../../../shared/domain/recovery-steps';
import { notFound } from '../../access/scope';
import type { Db } from '../../db/client';
import { caseEvents, cases } from '../../db/schema';
import { type AuditContext, writeAudit } from '../audit/service';
import type { Actor } from '../auth/sessions';
import { caseTotals, clientBalances } from '../ledger/queries';
import { publishEvent } from '../notifications/bus';
import { addCaseEvent } from './events';
import { caseAudience, paramsOf, phaseChangesOf, toTimelineEvent } from './queries';
import { getFirmSettings } from './settings';

const RECENT_ACTIVITY = 10;

/** The client's own cases, most recent first (a client sees only these, D21). */
function ownCases(db: Db, actor: Actor, caseId?: string) {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, actor.id), caseId ? eq(cases.id, caseId) : undefined))
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

type CaseRow = typeof cases.$inferSelect;

async function stepsOf(db: Db, row: CaseRow) {
  const [changes, settings] = await Promise.all([phaseChangesOf(db, [row.id]), getFirmSettings(db)]);
  return deriveRecoverySteps({
    phase: row.phase,
    openedAt: row.createdAt,
    phaseChangedAt: row.phaseChangedAt,
    changes: changes.get(row.id) ?? [],
    estimates: settings.stepEstimates,
  });
}

/** GET /api/client/recovery-steps: the steps of the client's most recent (or chosen) case. */
export async function clientRecoverySteps(db: Db, actor: Actor, caseId?: string) {
  const [row] = await ownCases(db, actor, caseId).limit(1);
  if (!row) {
    if (caseId) throw notFound('This case');
    return { caseId: null, phase: null, progress: null, recoverySteps: [] };
  }
  const { steps, progress } = await stepsOf(db, row);
  return { caseId: row.id, phase: row.phase, progress, recoverySteps: steps };
}

/**
 * Good news is marked as such: money received, a completed case, a verified document, a paid
 * withdrawal (the last two by the `status` their writers put in the event data).
 */
function activityStatus(e: typeof caseEvents.$inferSelect): 'success' | 'info' {
  const status = e.data.status;
  const isSuccess =
    e.kind === 'recovery_recorded' ||
    (e.kind === 'phase_changed' && e.toPhase === 'completed') ||
    (e.kind === 'document_reviewed' && status === 'verified') ||
    (e.kind === 'withdrawal_updated' && status === 'paid');
  return isSuccess ? 'success' : 'info';
}

/** GET /api/client/dashboard (spec §3), every value from records (D1, D2); none invented. */
export async function clientDashboard(db: Db, actor: Actor): Promise<ClientDashboard> {
  const user = {
    id: actor.id,
    firstName: actor.firstName,
    lastName: actor.lastName,
    hasPassword: actor.hasPassword,
  };
  const all = await ownCases(db, actor);
  const main = all[0];
  if (!main) {
    const zero = { totalRecovered: 0, feeAmount: 0, totalAvailable: 0, heldAmount: 0, paidOutAmount: 0 };
    return {
      user,
      case: null,
      recoverySteps: [],
      recentActivity: [],
      stats: { currency: DEFAULT_CURRENCY, ...zero },
      cases: [],
    };
  }
  const sameCurrency = all.filter((c) => c.currency === main.currency);
  const [steps, changes, events, totals, balances] = await Promise.all([
    stepsOf(db, main),
    phaseChangesOf(
      db,
      all.filter((c) => c.phase === 'closed').map((c) => c.id),
    ),
    db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, main.id), eq(caseEvents.clientVisible, true)))
      .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id))
      .limit(RECENT_ACTIVITY),
    Promise.all(sameCurrency.map((c) => caseTotals(db, c.id))),
    clientBalances(db, actor.id, main.currency),
  ]);
  const sum = (key: 'recoveredCents' | 'feeCents') => totals.reduce((s, t) => s + t[key], 0);
  return {
    user,
    case: {
      id: main.id,
      reference: main.reference,
      title: main.title,
      fraudType: main.fraudType,
      amountLost: fromCents(main.amountLostCents),
      currency: main.currency,
      createdAt: main.createdAt.toISOString(),
      phase: main.phase,
      progress: steps.progress,
    },
    recoverySteps: steps.steps,
    recentActivity: events.map((e) => ({
      id: e.id,
      date: e.createdAt.toISOString(),
      kind: e.kind,
      params: {
        ...paramsOf(e.data),
        ...(e.fromPhase ? { fromPhase: e.fromPhase } : {}),
        ...(e.toPhase ? { toPhase: e.toPhase } : {}),
      },
      status: activityStatus(e),
    })),
    stats: {
      currency: main.currency,
      totalRecovered: fromCents(sum('recoveredCents')),
      feeAmount: fromCents(sum('feeCents')),
      totalAvailable: fromCents(balances.availableCents),
      heldAmount: fromCents(balances.heldCents),
      paidOutAmount: fromCents(balances.paidOutCents),
    },
    cases: all.map((c) => ({
      id: c.id,
      reference: c.reference,
      title: c.title,
      phase: c.phase,
      progress: caseProgress(c.phase, changes.get(c.id)),
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

/** POST /api/client/notes: the client's note lands on their own case's timeline (D15). */
export async function addClientNote(args: {
  db: Db;
  actor: Actor;
  caseId?: string;
  body: string;
  request: AuditContext;
}): Promise<TimelineEvent> {
  return args.db.transaction(async (tx) => {
    const [row] = await ownCases(tx, args.actor, args.caseId).limit(1);
    if (!row && args.caseId) throw notFound('This case');
    if (!row) throw new AppError('not_found', 'You have no case yet, so there is nowhere to add a note.');
    const eventId = await addCaseEvent(tx, {
      caseId: row.id,
      actorId: args.actor.id,
      kind: 'client_note',
      notes: args.body,
      clientVisible: true,
    });
    await writeAudit(tx, args.request, {
      action: 'case.client_note_added',
      entity: 'case',
      entityId: row.id,
      after: { eventId, length: args.body.length },
    });
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'timeline',
      caseId: row.id,
      audience: caseAudience(row),
    });
    const [event] = await tx.select().from(caseEvents).where(eq(caseEvents.id, eventId));
    return toTimelineEvent(event!, args.actor.firstName, args.actor.lastName, args.actor.role);
  });
}
