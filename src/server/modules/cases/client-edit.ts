import { and, desc, eq, sql } from 'drizzle-orm';
import type { CaseClient, UpdateClientRequest } from '../../../shared/contracts/cases';
import { AppError, type Message } from '../../../shared/domain/errors';
import { type Cents, fromCents, moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { type MailingCall, writeAudit } from '../../core/audit';
import { announceSessionChange, publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import {
  type ContactLinks,
  pendingContactChanges,
  proposeContactChange,
  tellClientOfEdit,
} from '../../core/contact-changes';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema';
import { caseTotals, clientBalances } from '../ledger';

type CaseRow = typeof cases.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The client's cases the actor may see (D21: a lawyer's assigned ones, a manager's desk's). */
function casesInScope(db: Db, actor: Actor, clientId: string) {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, clientId), caseScope(actor)))
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

/** The spec's "Lawyer client" with every money field derived from the ledger (D7). */
async function lawyerClientOf(
  db: Db,
  user: UserRow,
  scoped: CaseRow[],
  chosen: CaseRow,
): Promise<CaseClient> {
  const sameCurrency = scoped.filter((c) => c.currency === chosen.currency);
  // Runs inside the edit's transaction: one connection, so one query at a time.
  const totals = [];
  for (const c of sameCurrency) totals.push(await caseTotals(db, c.id));
  const balances = await clientBalances(db, user.id, chosen.currency);
  const chosenTotals = totals[sameCurrency.indexOf(chosen)]!;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    status: user.status,
    joinDate: user.createdAt.toISOString(),
    totalCases: scoped.length,
    ...moneyFields(
      'totalRecovered',
      totals.reduce((s, t) => s + t.recoveredCents, 0),
    ),
    caseId: chosen.id,
    currency: chosen.currency,
    ...moneyFields('lossAmount', chosen.amountLostCents),
    ...moneyFields('recoveredAmount', chosenTotals.recoveredCents),
    ...moneyFields('availableBalance', balances.availableCents),
    pendingContactChanges: await pendingContactChanges(db, user.id),
  };
}

const _money = (cents: Cents, currency: string) => `${fromCents(cents).toFixed(2)} ${currency}`;

/**
 * D7: the edit dialog still sends recoveredAmount and availableBalance. Equal to the ledger's
 * figures they are fine; different, the whole request is refused (never silently ignored,
 * never written), and the message says how money is recorded instead.
 */
function refuseTypedBalances(
  input: UpdateClientRequest,
  derived: { recovered: Cents; available: Cents },
  currency: string,
) {
  const fields: Record<string, Message> = {};
  if (input.recoveredAmount !== undefined && input.recoveredAmount !== derived.recovered) {
    fields.recoveredAmount = {
      key: 'cases.recovered_from_ledger',
      params: { amount: { cents: derived.recovered, currency } },
    };
  }
  if (input.availableBalance !== undefined && input.availableBalance !== derived.available) {
    fields.availableBalance = {
      key: 'cases.available_from_ledger',
      params: { amount: { cents: derived.available, currency } },
    };
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('unprocessable', 'cases.balances_from_ledger', fields);
  }
}

/**
 * GET /api/lawyer/clients/{id} and GET /api/manager/clients/{id}: the same answer as the edit,
 * for the dialog to open with. Outside the actor's scope (D21) it is a 404, like the edit.
 */
export async function getClientByStaff(
  db: Db,
  actor: Actor,
  clientId: string,
  caseId: string | undefined,
): Promise<CaseClient> {
  const scoped = await casesInScope(db, actor, clientId);
  if (scoped.length === 0) throw notFound('common.not_found.client');
  const chosen = caseId ? scoped.find((c) => c.id === caseId) : scoped[0];
  if (!chosen) throw notFound('common.not_found.case');
  const [user] = await db.select().from(users).where(eq(users.id, clientId));
  if (!user) throw notFound('common.not_found.client');
  return lawyerClientOf(db, user, scoped, chosen);
}

const PERSONAL = ['firstName', 'lastName', 'email', 'phone'] as const;

/**
 * PUT /api/lawyer/clients/{id} and PUT /api/manager/clients/{id}: the name on the person (the
 * client is told), the loss (the claim) on the chosen case, both audited with before and after.
 * A new email or phone is only proposed (D34): the client confirms it, or it never applies.
 */
export async function updateClientByStaff(
  args: MailingCall & {
    clientId: string;
    input: UpdateClientRequest;
    links: ContactLinks;
  },
): Promise<CaseClient> {
  const { input, actor } = args;
  return args.db.transaction(async (tx) => {
    const scoped = await casesInScope(tx, actor, args.clientId);
    if (scoped.length === 0) throw notFound('common.not_found.client');
    const chosen = input.caseId ? scoped.find((c) => c.id === input.caseId) : scoped[0];
    if (!chosen) throw notFound('common.not_found.case');
    // Same lock order as the ledger (case, then client), so a recovery cannot slip in between.
    await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, chosen.id)).for('update');
    const [user] = await tx.select().from(users).where(eq(users.id, args.clientId)).for('update');
    if (!user) throw notFound('common.not_found.client');

    const totals = await caseTotals(tx, chosen.id);
    const balances = await clientBalances(tx, user.id, chosen.currency);
    refuseTypedBalances(
      input,
      { recovered: totals.recoveredCents, available: balances.availableCents },
      chosen.currency,
    );

    // The same address in other capitals is no new address: nothing to propose.
    const same = (key: (typeof PERSONAL)[number]) =>
      key === 'email' ? input.email?.toLowerCase() === user.email.toLowerCase() : input[key] === user[key];
    const personal = PERSONAL.filter((key) => input[key] !== undefined && !same(key));
    const named = personal.filter((key) => key === 'firstName' || key === 'lastName');
    if (named.length > 0) {
      const pick = (source: Partial<Record<(typeof PERSONAL)[number], unknown>>) =>
        Object.fromEntries(named.map((key) => [key, source[key]]));
      await tx
        .update(users)
        .set({ ...pick(input), updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await announceSessionChange(tx, user.id); // cached sessions carry the name
      await writeAudit(tx, args.request, {
        action: 'client.updated',
        entity: 'user',
        entityId: user.id,
        before: pick(user),
        after: { ...pick(input), fields: named },
      });
      await tellClientOfEdit(tx, args.mail, user.id, named);
    }
    // D34: how the client is reached and signs in changes only when the client confirms it.
    for (const field of personal.filter((key) => key === 'email' || key === 'phone')) {
      await proposeContactChange(tx, {
        links: args.links,
        mail: args.mail,
        request: args.request,
        proposedById: actor.id,
        user,
        field,
        value: input[field] ?? null,
      });
    }
    const lossChanged = input.lossAmount !== undefined && input.lossAmount !== chosen.amountLostCents;
    if (lossChanged) {
      await tx
        .update(cases)
        .set({ amountLostCents: input.lossAmount!, updatedAt: sql`now()` })
        .where(eq(cases.id, chosen.id));
      await writeAudit(tx, args.request, {
        action: 'case.loss_amount_changed',
        entity: 'case',
        entityId: chosen.id,
        before: { lossAmountCents: chosen.amountLostCents },
        after: { lossAmountCents: input.lossAmount },
      });
      await addCaseEvent(tx, {
        caseId: chosen.id,
        actorId: actor.id,
        kind: 'case_updated',
        clientVisible: false,
        data: { fields: ['lossAmount'] },
      });
    }
    if (personal.length > 0 || lossChanged) {
      await publishEvent(tx, {
        type: 'list-changed',
        list: 'clients',
        audience: {
          userIds: [...new Set(scoped.flatMap((c) => (c.lawyerId ? [c.lawyerId] : [])))],
          deskIds: [...new Set(scoped.flatMap((c) => (c.deskId ? [c.deskId] : [])))],
          roles: ['admin'],
        },
      });
    }
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    const refreshed = await casesInScope(tx, actor, user.id);
    return lawyerClientOf(tx, fresh!, refreshed, refreshed.find((c) => c.id === chosen.id)!);
  });
}
