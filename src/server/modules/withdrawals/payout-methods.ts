import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CreatePayoutMethodRequest } from '../../../shared/contracts/withdrawals';
import { AppError } from '../../../shared/domain/errors';
import { firstOrNotFound } from '../../access/scope';
import type { Db } from '../../db/client';
import { payoutMethods, withdrawals } from '../../db/schema';
import { type AuditContext, writeAudit } from '../audit/service';
import type { Actor } from '../auth/sessions';
import { assertEmailConfirmed } from '../intake/require-confirmed-email';

type PayoutMethodRow = typeof payoutMethods.$inferSelect;

export function describePayoutMethod(row: PayoutMethodRow) {
  const tail = (value: string | null, n: number) => (value ? value.replace(/\s+/g, '').slice(-n) : '');
  const maskedDetails =
    row.kind === 'bank_account'
      ? `${row.iban?.replace(/\s+/g, '').slice(0, 4)} •••• ${tail(row.iban, 4)}`
      : `${row.walletAddress?.slice(0, 6)}…${tail(row.walletAddress, 4)}`;
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    holderName: row.holderName,
    maskedDetails,
    network: row.network,
    createdAt: row.createdAt.toISOString(),
  };
}

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/**
 * Payouts go only to the client's own accounts: a classic recovery-room trick is to pay "the
 * victim's" money to someone else. The holder name must contain the client's first and last name.
 */
function assertOwnName(holderName: string, actor: Pick<Actor, 'firstName' | 'lastName'>) {
  const holder = new Set(normalise(holderName));
  const own = [...normalise(actor.firstName), ...normalise(actor.lastName)];
  if (!own.every((part) => holder.has(part))) {
    const message = `The account must be in your own name (${actor.firstName} ${actor.lastName}).`;
    throw new AppError('validation_failed', message, { holderName: message });
  }
}

export async function listPayoutMethods(db: Db, actor: Actor, kind?: 'crypto_wallet') {
  const rows = await db
    .select()
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.clientId, actor.id),
        isNull(payoutMethods.removedAt),
        kind ? eq(payoutMethods.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(payoutMethods.createdAt));
  return rows.map(describePayoutMethod);
}

export async function addPayoutMethod(args: {
  db: Db;
  actor: Actor;
  input: CreatePayoutMethodRequest;
  request: AuditContext;
}) {
  const { input, actor } = args;
  assertOwnName(input.holderName, actor);
  await assertEmailConfirmed(args.db, actor.id); // D28
  return args.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payoutMethods)
      .values({
        clientId: actor.id,
        kind: input.kind,
        holderName: input.holderName,
        label:
          input.label ||
          (input.kind === 'bank_account' ? input.bankName || 'Bank account' : `${input.network} wallet`),
        ...(input.kind === 'bank_account'
          ? {
              iban: input.iban.replace(/\s+/g, '').toUpperCase(),
              bic: input.bic?.toUpperCase() ?? null,
              bankName: input.bankName ?? null,
            }
          : { network: input.network, walletAddress: input.walletAddress }),
      })
      .returning();
    const described = describePayoutMethod(row!);
    await writeAudit(tx, args.request, {
      action: 'payout_method.added',
      entity: 'payout_method',
      entityId: row!.id,
      after: described,
    });
    return described;
  });
}

/** Removes a method from the list; refused while a withdrawal to it is still open. */
export async function removePayoutMethod(args: { db: Db; actor: Actor; id: string; request: AuditContext }) {
  await args.db.transaction(async (tx) => {
    const row = firstOrNotFound(
      await tx
        .select()
        .from(payoutMethods)
        .where(
          and(
            eq(payoutMethods.id, args.id),
            eq(payoutMethods.clientId, args.actor.id),
            isNull(payoutMethods.removedAt),
          ),
        )
        .for('update'),
      'This payout method',
    );
    const [open] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.payoutMethodId, row.id), inArray(withdrawals.status, ['pending', 'approved'])),
      );
    if (open)
      throw new AppError(
        'conflict',
        'A withdrawal to this account is still open. Wait until it is paid or cancel it.',
      );
    await tx.update(payoutMethods).set({ removedAt: new Date() }).where(eq(payoutMethods.id, row.id));
    await writeAudit(tx, args.request, {
      action: 'payout_method.removed',
      entity: 'payout_method',
      entityId: row.id,
    });
  });
}
