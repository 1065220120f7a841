import { readAllResultSchema } from '@shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { z } from 'zod';
import { notificationKeys } from './get-notifications';

export type ReadAllResult = z.infer<typeof readAllResultSchema>;

/** POST /api/notifications/read-all: marks every unread notification of the reader as read. */
export async function markAllNotificationsRead(): Promise<ReadAllResult> {
  return readAllResultSchema.parse(
    await apiRequest<unknown>('/api/notifications/read-all', { method: 'POST' }),
  );
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
