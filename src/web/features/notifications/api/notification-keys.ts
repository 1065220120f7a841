/** The list's query as the API takes it (see outboxListQuerySchema). */
export type OutboxListQuery = {
  page: number;
  limit: number;
  status?: 'pending' | 'sent' | 'failed' | undefined;
  q?: string | undefined;
};

/** Query keys of notifications: the reader's own, and the admin's outbox of emails. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  outboxes: () => [...notificationKeys.all, 'outbox'] as const,
  outbox: (query: OutboxListQuery) => [...notificationKeys.outboxes(), query] as const,
};
