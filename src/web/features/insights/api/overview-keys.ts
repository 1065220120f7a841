/** Query keys of the admin overview; a withdrawal decision invalidates `withdrawals` and `stats`. */
export type WithdrawalListParams = { status: string; limit: number; offset: number };

export const overviewKeys = {
  all: ['admin-overview'] as const,
  stats: () => [...overviewKeys.all, 'stats'] as const,
  activity: () => [...overviewKeys.all, 'activity'] as const,
  withdrawals: () => [...overviewKeys.all, 'withdrawals'] as const,
  withdrawalList: (params: WithdrawalListParams) => [...overviewKeys.withdrawals(), params] as const,
};
