import { and, count, eq } from 'drizzle-orm';
import type { Beneficiary } from '../../../shared/contracts/withdrawals';
import { AppError } from '../../../shared/domain/errors';
import { assertSecondPerson } from '../../../shared/domain/withdrawals';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { notFound } from '../../core/scope';
import { auditLog, payoutMethods, withdrawals } from '../../db/schema';
import { isSealed } from '../../lib/secret-box';
import { payoutDetailsBox } from './payout-methods';

const REVEALED = 'withdrawal.beneficiary_revealed' as const;

/**
 * Issue 31 item 7: the administrator who pays an approved withdrawal out needs the payee's full
 * IBAN or wallet address to type into the bank; every other screen shows them masked. Shown only
 * while the withdrawal is approved and waiting to be paid, only to someone who may mark it paid
 * (not its approver when four eyes apply), after a recent identity check (the route's step-up).
 *
 * A second reveal by the same person is allowed and audited again, not refused: the first one
 * already showed everything, so refusing protects nothing, while a person who cannot look again
 * copies the details somewhere else or pays a mistyped account. Every reveal is its own audit row
 * (who, when, which withdrawal, never the details), and the answer counts the earlier ones.
 */
export async function revealBeneficiary(
  args: AuditedCall & { id: string; sessionSecret: string },
): Promise<Beneficiary> {
  return args.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ w: withdrawals, m: payoutMethods })
      .from(withdrawals)
      .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
      .where(eq(withdrawals.id, args.id));
    if (!row) throw notFound('withdrawals.not_found.withdrawal');
    const { w, m } = row;
    if (w.status !== 'approved') throw new AppError('conflict', 'withdrawals.beneficiary_not_payable');
    assertSecondPerson(w, args.actor.id, (await getFirmSettings(tx)).payoutSecondPersonAbove);
    const [earlier] = await tx
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, REVEALED), eq(auditLog.entityId, w.id), eq(auditLog.actorId, args.actor.id)),
      );
    const previousReveals = earlier?.n ?? 0;
    await writeAudit(tx, args.request, {
      action: REVEALED,
      entity: 'withdrawal',
      entityId: w.id,
      after: { payoutMethodId: m.id, kind: m.kind, reveal: previousReveals + 1 },
    });
    const box = payoutDetailsBox(args.sessionSecret);
    // Rows written before sealing was introduced are sealed at start; a plain one is read as is.
    const open = (value: string | null) =>
      value === null ? null : isSealed(value) ? box.open(value) : value;
    return {
      withdrawalId: w.id,
      kind: m.kind,
      holderName: m.holderName,
      iban: open(m.iban),
      bic: m.bic,
      bankName: m.bankName,
      network: m.network,
      walletAddress: open(m.walletAddress),
      previousReveals,
    };
  });
}
