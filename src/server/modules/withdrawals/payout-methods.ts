import { and, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { CreatePayoutMethodRequest } from '../../../shared/contracts/withdrawals';
import { AppError, type Message } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditContext, type MailingCall, writeAudit } from '../../core/audit';
import { firstOrNotFound } from '../../core/scope';
import { sendSecurityNotice } from '../../core/security-notices';
import type { Db } from '../../db/client';
import { payoutMethods, withdrawals } from '../../db/schema';
import { isSealed, secretBox } from '../../lib/secret-box';
import { assertEmailConfirmed } from '../auth';

type PayoutMethodRow = typeof payoutMethods.$inferSelect;

/** The account as screens show it: "NL91 •••• 4300", "0x52ab…9f1c" (computed once, from the plain value). */
function maskDetails(kind: PayoutMethodRow['kind'], plain: string): string {
  const compact = plain.replace(/\s+/g, '');
  return kind === 'bank_account'
    ? `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`
    : `${plain.slice(0, 6)}…${compact.slice(-4)}`;
}

/**
 * Issue 15 item 10: the IBAN and the wallet address are stored sealed (lib/secret-box,
 * 'payout-details'), with the masked form beside them, so lists and the admin's withdrawal views
 * show what they always showed without holding the key; no screen shows the full value today.
 */
export const payoutDetailsBox = (sessionSecret: string) => secretBox(sessionSecret, 'payout-details');

export function describePayoutMethod(row: PayoutMethodRow) {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    holderName: row.holderName,
    maskedDetails: row.maskedDetails ?? '••••',
    network: row.network,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a notice names a method without revealing it: "ING (NL91 •••• 4300)". */
export function payoutMethodName(method: { label: string; maskedDetails: string | null }): string {
  return `${method.label} (${method.maskedDetails ?? '••••'})`;
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
    const message: Message = {
      key: 'withdrawals.payout.own_name',
      params: { name: `${actor.firstName} ${actor.lastName}` },
    };
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

export async function addPayoutMethod(
  args: MailingCall & {
    sessionSecret: string;
    input: CreatePayoutMethodRequest;
  },
) {
  const { input, actor } = args;
  assertOwnName(input.holderName, actor);
  await assertEmailConfirmed(args.db, actor.id); // D28
  const box = payoutDetailsBox(args.sessionSecret);
  const plain =
    input.kind === 'bank_account' ? input.iban.replace(/\s+/g, '').toUpperCase() : input.walletAddress;
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
        maskedDetails: maskDetails(input.kind, plain),
        ...(input.kind === 'bank_account'
          ? {
              iban: box.seal(plain),
              bic: input.bic?.toUpperCase() ?? null,
              bankName: input.bankName ?? null,
            }
          : { network: input.network, walletAddress: box.seal(plain) }),
      })
      .returning();
    const described = describePayoutMethod(row!);
    await writeAudit(tx, args.request, {
      action: 'payout_method.added',
      entity: 'payout_method',
      entityId: row!.id,
      after: described,
    });
    await sendSecurityNotice(tx, args.mail, actor.id, 'payout_method_added', {
      method: payoutMethodName(described),
      ip: args.request.ip,
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
      'withdrawals.not_found.payout_method',
    );
    const [open] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.payoutMethodId, row.id), inArray(withdrawals.status, ['pending', 'approved'])),
      );
    if (open) throw new AppError('conflict', 'withdrawals.payout.withdrawal_open');
    await tx.update(payoutMethods).set({ removedAt: new Date() }).where(eq(payoutMethods.id, row.id));
    await writeAudit(tx, args.request, {
      action: 'payout_method.removed',
      entity: 'payout_method',
      entityId: row.id,
    });
  });
}

const isPlain = (column: typeof payoutMethods.iban | typeof payoutMethods.walletAddress) =>
  and(sql`${column} is not null`, not(sql`${column} like 'sb1.%'`));

/**
 * Start-up step (main.ts, after the migrations): seals the payout details written in plain text
 * before issue 15. SQL cannot do it, the key comes from SESSION_SECRET. Idempotent: only values
 * not yet sealed are touched, each with a conditional UPDATE on the value it read, so instances
 * starting together never seal twice. Returns how many rows it sealed.
 */
export async function sealPlainPayoutDetails(db: Db, sessionSecret: string): Promise<number> {
  const box = payoutDetailsBox(sessionSecret);
  const rows = await db
    .select()
    .from(payoutMethods)
    .where(or(isPlain(payoutMethods.iban), isPlain(payoutMethods.walletAddress)));
  let sealed = 0;
  for (const row of rows) {
    const plain = row.kind === 'bank_account' ? row.iban : row.walletAddress;
    if (!plain || isSealed(plain)) continue;
    const column = row.kind === 'bank_account' ? payoutMethods.iban : payoutMethods.walletAddress;
    const updated = await db
      .update(payoutMethods)
      .set({
        [row.kind === 'bank_account' ? 'iban' : 'walletAddress']: box.seal(plain),
        maskedDetails: maskDetails(row.kind, plain),
      })
      .where(and(eq(payoutMethods.id, row.id), eq(column, plain)))
      .returning({ id: payoutMethods.id });
    sealed += updated.length;
  }
  return sealed;
}
