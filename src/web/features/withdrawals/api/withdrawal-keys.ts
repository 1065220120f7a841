/** The admin queue's page: a status filter and an offset. */
export type WithdrawalListParams = { status: string; limit: number; offset: number };

/**
 * Query keys of withdrawals and payout methods, one family for the client's payments tab and the
 * admin's queue. A request, a cancellation or a decision invalidates `all`.
 */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  /** The client's own requests. */
  mine: () => [...withdrawalKeys.all, 'mine'] as const,
  /** The admin's queue, every page. */
  queue: () => [...withdrawalKeys.all, 'queue'] as const,
  queuePage: (params: WithdrawalListParams) => [...withdrawalKeys.queue(), params] as const,
  payoutMethods: () => [...withdrawalKeys.all, 'payout-methods'] as const,
};
