import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CONTACT_CHANNELS, Lead, leadListQuerySchema } from '../../../shared/contracts/leads';
import type { AuditAction } from '../../../shared/domain/audit';
import { AppError } from '../../../shared/domain/errors';
import { type LeadAction, nextLeadStatus } from '../../../shared/domain/leads';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { type LeadScopeKind, leadScope, leadScopeConditions, leadScopeOf } from '../../core/desk-scope';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import type { CaseEventKind } from '../../db/schema';
import { cases, leads, users } from '../../db/schema';
import { microsOf } from '../../lib/search';
import { searchableList } from '../../lib/searchable-list';
import { assignCaseTo, resolveLawyer } from '../cases';
import { conflictStates } from '../conflicts';
import { assertConflictsCleared } from './conflicts';

const leadColumns = {
  lead: leads,
  caseReference: cases.reference,
  assignedLawyerId: cases.lawyerId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};

/** A select from leads joined to their case (the scope reads it) and their client. */
function fromLeads<Q extends PgSelect>(query: Q) {
  return query.innerJoin(cases, eq(cases.id, leads.caseId)).innerJoin(users, eq(users.id, leads.clientId));
}

function selectLeads(db: Db) {
  return fromLeads(db.select(leadColumns).from(leads).$dynamic());
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

function toLead({ lead, ...row }: LeadRow): Lead {
  return {
    id: lead.id,
    caseId: lead.caseId,
    caseReference: row.caseReference,
    clientId: lead.clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    status: lead.status,
    source: lead.source,
    fraudType: lead.fraudType,
    ...moneyFields('amountLost', lead.amountLostCents),
    currency: lead.currency,
    country: lead.country,
    description: lead.description,
    policeReportRef: lead.policeReportRef,
    rejectReason: lead.rejectReason,
    assignedLawyerId: row.assignedLawyerId,
    handledById: lead.handledBy,
    firstContactedAt: lead.firstContactedAt?.toISOString() ?? null,
    convertedAt: lead.convertedAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

type LeadPageRow = LeadRow & { micros: string };

/**
 * The leads `where` selects, newest first, id as tie-breaker so pages never overlap: one list
 * per kind of actor (core/desk-scope.ts leadScopeConditions, D21). A search (D23) checks the
 * words of the lead's case (reference, title, the client's names, email and phone) per row;
 * the typo fallback compares the client's names and email (lib/searchable-list.ts).
 */
const leadLists = Object.fromEntries(
  (Object.keys(leadScopeConditions) as LeadScopeKind[]).map((kind) => [
    kind,
    searchableList({
      name: `leads_${kind}`,
      owner: 'case',
      table: leads,
      id: leads.id,
      createdAt: leads.createdAt,
      person: leads.clientId,
      scope: () => leadScopeConditions[kind],
      search: 'filter',
      searchOn: leads.caseId,
      filters: { status: { equals: leads.status } },
      page: (db, where) =>
        fromLeads(
          db
            .select({ ...leadColumns, micros: microsOf(leads.createdAt) })
            .from(leads)
            .$dynamic(),
        )
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      count: (db, where) => fromLeads(db.select({ n: count() }).from(leads).$dynamic()).where(where),
      keyOf: (row: LeadPageRow) => ({ id: row.lead.id, micros: row.micros }),
    }),
  ]),
) as Record<LeadScopeKind, ReturnType<typeof searchableList<LeadPageRow, 'status'>>>;

/**
 * Newest first (a work queue). A search (D23): every word begins one of the lead's case's words;
 * when none does, the trigram fallback on the client's names and email. `cursor` pages by keyset
 * (D121), `page` by offset.
 */
export async function listLeads(
  db: Db,
  actor: Actor,
  query: z.infer<typeof leadListQuerySchema>,
  secret: string,
) {
  const scope = await leadScopeOf(db, actor);
  const { rows, total, nextCursor } = await leadLists[scope.kind](db, {
    ...query,
    filters: { status: query.status },
    values: scope.values,
  });
  // Issue 21 item 5: every lead on the page is checked for conflicts in one batch.
  const states = await conflictStates(
    db,
    secret,
    rows.map((r) => ({ id: r.lead.id, clientId: r.lead.clientId })),
  );
  return {
    leads: rows.map(({ micros: _m, ...row }) => {
      const state = states.get(row.lead.id);
      return { ...toLead(row), conflicts: state?.conflicts.length ?? 0, conflictOpen: state?.open ?? false };
    }),
    total,
    page: query.page,
    limit: query.limit,
    nextCursor,
  };
}

async function leadById(db: Db, id: string, scope: SQL): Promise<Lead> {
  const [row] = await selectLeads(db).where(and(eq(leads.id, id), scope));
  if (!row) throw notFound('leads.not_found.lead');
  return toLead(row);
}

export type LeadStepInput =
  | { action: 'contact'; channel: (typeof CONTACT_CHANNELS)[number]; notes?: string }
  | { action: 'qualify'; notes?: string }
  | { action: 'reject'; reason: string }
  | { action: 'convert'; lawyerId?: string };

const EVENT_OF: Record<LeadAction, CaseEventKind> = {
  contact: 'lead_contacted',
  qualify: 'lead_qualified',
  reject: 'lead_rejected',
  convert: 'lead_converted',
};
const AUDITED_AS: Record<LeadAction, AuditAction> = {
  contact: 'lead.contacted',
  qualify: 'lead.qualified',
  reject: 'lead.rejected',
  convert: 'lead.converted',
};

/**
 * One step of a lead's lifecycle (shared/domain/leads.ts): a lead outside the actor's scope is
 * 404, a step its state does not allow is 409. Each step is audited and written to the case
 * timeline for staff only; conversion also assigns the case (client-visible, see assignment.ts).
 */
export async function moveLead(
  args: AuditedCall & {
    id: string;
    input: LeadStepInput;
    /** The session secret: the conflict check opens the payout details (convert only). */
    secret: string;
  },
) {
  const { actor, input } = args;
  const scope = await leadScope(args.db, actor);
  return args.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ lead: leads, theCase: cases })
      .from(leads)
      .innerJoin(cases, eq(cases.id, leads.caseId))
      .where(and(eq(leads.id, args.id), scope))
      .for('update');
    if (!found) throw notFound('leads.not_found.lead');
    const { lead, theCase } = found;
    const status = nextLeadStatus(lead.status, input.action);
    if (!status) {
      throw new AppError('conflict', 'leads.not_actionable');
    }
    const now = new Date();
    const changes: Partial<typeof leads.$inferInsert> = { status, handledBy: actor.id, updatedAt: now };
    let notes: string | null = null;
    const data: Record<string, unknown> = { leadId: lead.id, from: lead.status, to: status };
    if (input.action === 'contact') {
      // The first contact feeds "median time to first response" (D5); later calls keep it.
      changes.firstContactedAt = lead.firstContactedAt ?? now;
      data.channel = input.channel;
      notes = input.notes ?? null;
    } else if (input.action === 'qualify') {
      notes = input.notes ?? null;
    } else if (input.action === 'reject') {
      changes.rejectReason = input.reason;
      notes = input.reason;
    } else {
      if (actor.role === 'lawyer' && theCase.lawyerId !== null && theCase.lawyerId !== actor.id) {
        throw new AppError('conflict', 'leads.case_taken');
      }
      await assertConflictsCleared(tx, args.secret, lead);
      const lawyer = await resolveLawyer(tx, actor, input.lawyerId);
      changes.convertedAt = now;
      data.lawyerId = lawyer.id;
      await assignCaseTo(tx, { actor, theCase, lawyer, request: args.request });
    }
    await tx.update(leads).set(changes).where(eq(leads.id, lead.id));
    await addCaseEvent(tx, {
      caseId: lead.caseId,
      actorId: actor.id,
      kind: EVENT_OF[input.action],
      notes,
      clientVisible: false,
      data,
    });
    await writeAudit(tx, args.request, {
      action: AUDITED_AS[input.action],
      entity: 'lead',
      entityId: lead.id,
      before: { status: lead.status },
      after: { ...changes, status },
    });
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'leads',
      audience: { roles: ['lawyer', 'manager', 'admin'] },
    });
    return leadById(tx, lead.id, eq(leads.id, lead.id));
  });
}
