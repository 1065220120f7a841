import { type NotificationList, notificationListSchema } from '@shared/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { notificationKeys } from './notification-keys';

export { notificationKeys };

/** A short first page: the badge needs only the count, and the popover shows the newest few. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /api/notifications?page=: the reader's own notifications, newest first, and the unread count. */
export async function getNotifications(page: number): Promise<NotificationList> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATIONS_PAGE_SIZE) });
  return getParsed(`/api/notifications?${query}`, notificationListSchema);
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/**
 * The bell's one query. A new notification, a read in another tab (list-changed 'notifications')
 * or a reconnection after which events may have been missed refetches it, so the badge follows
 * without a reload.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (event.type === 'notification' || affects(event, 'notifications')) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    }
  });
  return useInfiniteQuery(notificationsQueryOptions());
}
