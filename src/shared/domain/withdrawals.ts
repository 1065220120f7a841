import { AppError } from './errors';

export const PAYOUT_METHOD_KINDS = ['bank_account', 'crypto_wallet'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export type WithdrawalAction = 'approve' | 'reject' | 'cancel' | 'mark_paid';

/** The only allowed steps (spec §4, D12). Anything else is a 409. */
const NEXT: Record<WithdrawalAction, { from: WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  cancel: { from: ['pending'], to: 'cancelled' },
  mark_paid: { from: ['approved'], to: 'paid' },
};

export function nextWithdrawalStatus(current: WithdrawalStatus, action: WithdrawalAction): WithdrawalStatus {
  const step = NEXT[action];
  if (!step.from.includes(current)) {
    throw new AppError('conflict', 'withdrawals.wrong_state');
  }
  return step.to;
}

/**
 * Issue 19 (four eyes on money out): whether marking this withdrawal paid needs someone other
 * than its approver. `thresholdMajor` is the firm's setting in major units; 0 means always.
 */
export function needsSecondPerson(amountCents: number, thresholdMajor: number): boolean {
  return amountCents > Math.round(thresholdMajor * 100);
}

/** Refuses mark-paid by the approver when a second person is needed; the 409 says who may. */
export function assertSecondPerson(
  withdrawal: { amountCents: number; approvedById: string | null },
  actorId: string,
  thresholdMajor: number,
): void {
  if (needsSecondPerson(withdrawal.amountCents, thresholdMajor) && withdrawal.approvedById === actorId) {
    throw new AppError('conflict', 'withdrawals.second_person_required');
  }
}
