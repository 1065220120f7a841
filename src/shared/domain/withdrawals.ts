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
    throw new AppError('conflict', `A ${current} withdrawal cannot be ${step.to}.`);
  }
  return step.to;
}
