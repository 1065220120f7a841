import { outboxListSchema, outboxRetryResponseSchema } from '@shared/contracts/notifications-outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { getParsed, pagedQueryOptions } from '@web/lib/api-query';
import { searchParamsOf } from '@web/lib/search-params';
import { systemStatusKey } from '@web/lib/system-status';
import { notificationKeys, type OutboxListQuery } from './notification-keys';

export type { OutboxListQuery };

export type OutboxEmail = ReturnType<typeof outboxListSchema.parse>['emails'][number];

/** GET /api/admin/outbox: one page, newest first, by status and part of the recipient's address. */
export async function getOutbox(query: OutboxListQuery) {
  return getParsed(`/api/admin/outbox?${searchParamsOf(query)}`, outboxListSchema);
}

export const outboxQueryOptions = (query: OutboxListQuery) =>
  pagedQueryOptions(notificationKeys.outbox(query), () => getOutbox(query));

export function useOutbox(query: OutboxListQuery) {
  return useQuery(outboxQueryOptions(query));
}

/** POST /api/admin/outbox/:id/retry: a failed email waits for the outbox worker again. */
export async function retryEmail(id: string) {
  const body = await apiRequest<unknown>(`/api/admin/outbox/${id}/retry`, { method: 'POST' });
  return outboxRetryResponseSchema.parse(body).email;
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.outboxes() }),
        queryClient.invalidateQueries({ queryKey: systemStatusKey }),
      ]),
  });
}
