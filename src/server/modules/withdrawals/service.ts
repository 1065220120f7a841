import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminWithdrawalQuerySchema,
  createWithdrawalRequestSchema,
  Withdrawal,
} from '../../../shared/contracts/withdrawals';
import type { AuditAction } from '../../../shared/domain/audit';
import { AppError, type Message } from '../../../shared/domain/errors';
import { holdPostings, payoutPostings, releasePostings } from '../../../shared/domain/ledger';
import { moneyFields } from '../../../shared/domain/money';
import {
  assertSecondPerson,
  needsSecondPerson,
  nextWithdrawalStatus,
  type WithdrawalAction,
} from '../../../shared/domain/withdrawals';
import type { Actor } from '../../core/actor';
import { type MailingCall, writeAudit } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { runIdempotent } from '../../core/idempotency';
import { insertTransaction } from '../../core/ledger-writer';
import { notFound } from '../../core/scope';
import { sendSecurityNotice } from '../../core/security-notices';
import type { Db } from '../../db/client';
import { payoutMethods, users, withdrawals } from '../../db/schema';
import { assertEmailConfirmed } from '../auth';
import { clientBalances, noticeWithdrawalRequested, noticeWithdrawalStep } from '../ledger';
import { describePayoutMethod, payoutMethodName } from './payout-methods';

async function loadWithdrawals(
  db: Db,
  where: ReturnType<typeof and>,
  order: 'client' | 'admin',
  limit = 100,
  offset = 0,
) {
  const { payoutSecondPersonAbove } = await getFirmSettings(db);
  const rows = await db
    .select({ w: withdrawals, m: payoutMethods, firstName: users.firstName, lastName: users.lastName })
    .from(withdrawals)
    .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
    .innerJoin(users, eq(users.id, withdrawals.clientId))
    .where(where)
    .orderBy(
      ...(order === 'admin'
        ? [
            sql`case ${withdrawals.status} when 'pending' then 0 when 'approved' then 1 else 2 end`,
            asc(withdrawals.createdAt),
          ]
        : [desc(withdrawals.createdAt)]),
      asc(withdrawals.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ w, m, firstName, lastName }): Withdrawal => ({
      id: w.id,
      ...moneyFields('amount', w.amountCents),
      currency: w.currency,
      status: w.status,
      clientId: w.clientId,
      clientName: `${firstName} ${lastName}`,
      payoutMethod: describePayoutMethod(m),
      reason: w.reason,
      paidReference: w.paidReference,
      approvedById: w.approvedById,
      secondPersonToPay: needsSecondPerson(w.amountCents, payoutSecondPersonAbove),
      createdAt: w.createdAt.toISOString(),
      decidedAt: w.decidedAt?.toISOString() ?? null,
    }),
  );
}

async function withdrawalById(db: Db, id: string): Promise<Withdrawal> {
  const [row] = await loadWithdrawals(db, eq(withdrawals.id, id), 'client', 1);
  if (!row) throw notFound('withdrawals.not_found.withdrawal');
  return row;
}

export function listMyWithdrawals(db: Db, actor: Actor) {
  return loadWithdrawals(db, eq(withdrawals.clientId, actor.id), 'client');
}

/** Pending first (oldest first, as they wait longest), then approved, then decided ones. */
export async function listWithdrawalsForAdmin(db: Db, query: z.infer<typeof adminWithdrawalQuerySchema>) {
  const where = query.status ? eq(withdrawals.status, query.status) : undefined;
  const [list, [total]] = await Promise.all([
    loadWithdrawals(db, and(where), 'admin', query.limit, query.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { withdrawals: list, total: total?.n ?? 0 };
}

/**
 * A client asks for money they have: the amount is moved from available to held at once. The
 * client row is locked first, so parallel requests are checked one after another and can never
 * together exceed the balance.
 */
export async function requestWithdrawal(
  args: MailingCall & {
    input: z.output<typeof createWithdrawalRequestSchema>;
    idempotencyKey: string;
  },
) {
  const { actor, input } = args;
  await assertEmailConfirmed(args.db, actor.id); // D28
  return runIdempotent(
    args.db,
    { actorId: actor.id, key: args.idempotencyKey, scope: 'withdrawal', payload: input },
    async (tx) => {
      const [client] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, actor.id))
        .for('update');
      const [method] = await tx
        .select()
        .from(payoutMethods)
        .where(
          and(
            eq(payoutMethods.id, input.payoutMethodId),
            eq(payoutMethods.clientId, actor.id),
            isNull(payoutMethods.removedAt),
          ),
        );
      // Someone else's (or a removed) payout method is simply not found for this client.
      if (!method) throw notFound('withdrawals.not_found.payout_method');
      const { availableCents } = await clientBalances(tx, actor.id, input.currency);
      if (input.amount > availableCents) {
        const message: Message = {
          key: 'withdrawals.over_balance',
          params: { amount: { cents: availableCents, currency: input.currency } },
        };
        throw new AppError('validation_failed', message, { amount: message });
      }
      const holdId = await insertTransaction(
        tx,
        {
          kind: 'withdrawal_hold',
          clientId: actor.id,
          currency: input.currency,
          amountCents: input.amount,
          createdById: actor.id,
        },
        holdPostings(input.amount),
      );
      const [row] = await tx
        .insert(withdrawals)
        .values({
          clientId: actor.id,
          payoutMethodId: method.id,
          amountCents: input.amount,
          currency: input.currency,
          holdTransactionId: holdId,
        })
        .returning({ id: withdrawals.id });
      await writeAudit(tx, args.request, {
        action: 'withdrawal.requested',
        entity: 'withdrawal',
        entityId: row!.id,
        after: { amountCents: input.amount, currency: input.currency, payoutMethodId: method.id },
      });
      await noticeWithdrawalRequested(tx, {
        id: row!.id,
        clientId: actor.id,
        clientName: `${client!.firstName} ${client!.lastName}`,
        amountCents: input.amount,
        currency: input.currency,
      });
      await sendSecurityNotice(tx, args.mail, actor.id, 'withdrawal_requested', {
        amountCents: input.amount,
        currency: input.currency,
        method: payoutMethodName(method),
        ip: args.request.ip,
      });
      return withdrawalById(tx, row!.id);
    },
  );
}

const AUDITED_AS: Record<WithdrawalAction, AuditAction> = {
  approve: 'withdrawal.approved',
  reject: 'withdrawal.rejected',
  cancel: 'withdrawal.cancelled',
  mark_paid: 'withdrawal.paid',
};

/**
 * One step of the lifecycle. Cancel (the client, own only) and reject give the held money back;
 * mark-paid books the payout out of the trust bank; approve moves no money. Out of order → 409.
 */
export async function decideWithdrawal(
  args: MailingCall & {
    id: string;
    action: WithdrawalAction;
    reason?: string;
    reference?: string;
  },
) {
  return args.db.transaction(async (tx) => {
    const ownOnly = args.action === 'cancel' ? eq(withdrawals.clientId, args.actor.id) : undefined;
    const [current] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, args.id), ownOnly))
      .for('update');
    if (!current) throw notFound('withdrawals.not_found.withdrawal');
    const status = nextWithdrawalStatus(current.status, args.action);
    if (args.action === 'mark_paid') {
      // Four eyes on money out (issue 19): the approver does not also confirm the money left.
      assertSecondPerson(current, args.actor.id, (await getFirmSettings(tx)).payoutSecondPersonAbove);
    }

    let settleTransactionId: string | null = null;
    if (args.action === 'cancel' || args.action === 'reject' || args.action === 'mark_paid') {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, current.clientId)).for('update');
      const isPayout = args.action === 'mark_paid';
      settleTransactionId = await insertTransaction(
        tx,
        {
          kind: isPayout ? 'payout' : 'withdrawal_release',
          clientId: current.clientId,
          currency: current.currency,
          amountCents: current.amountCents,
          reference: args.reference ?? null,
          reason: args.reason ?? null,
          createdById: args.actor.id,
        },
        isPayout ? payoutPostings(current.amountCents) : releasePostings(current.amountCents),
      );
    }
    await tx
      .update(withdrawals)
      .set({
        status,
        settleTransactionId: settleTransactionId ?? current.settleTransactionId,
        reason: args.reason ?? current.reason,
        paidReference: args.reference ?? current.paidReference,
        decidedById: args.action === 'cancel' ? current.decidedById : args.actor.id,
        approvedById: args.action === 'approve' ? args.actor.id : current.approvedById,
        decidedAt: args.action === 'cancel' ? current.decidedAt : new Date(),
        updatedAt: new Date(),
      })
      .where(eq(withdrawals.id, current.id));
    await writeAudit(tx, args.request, {
      action: AUDITED_AS[args.action],
      entity: 'withdrawal',
      entityId: current.id,
      before: { status: current.status },
      after: { status, reason: args.reason, reference: args.reference },
    });
    await noticeWithdrawalStep(tx, {
      mail: args.mail,
      action: args.action,
      withdrawal: current,
      reason: args.reason,
      reference: args.reference,
    });
    return withdrawalById(tx, current.id);
  });
}
