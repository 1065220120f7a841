import { type Notification, notificationSchema } from '@shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys } from './get-notifications';

/** POST /api/notifications/:id/read: reading one again keeps the first time (the server's rule). */
export async function markNotificationRead(id: string): Promise<Notification> {
  return notificationSchema.parse(
    await apiRequest<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
