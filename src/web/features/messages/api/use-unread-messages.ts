import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMessages, useMessagesLive } from './get-messages';
import { messageKeys } from './message-keys';

/** Only the count is wanted, so one message is fetched with it. */
export const unreadMessagesQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: messageKeys.unread(caseId),
    queryFn: () => getMessages(caseId, 1, 1),
    select: (list) => list.unreadCount,
  });

/** Messages from the team the client has not read yet (for a badge on the tab), kept live. */
export function useUnreadMessages(caseId: string): number {
  useMessagesLive(caseId);
  return useQuery(unreadMessagesQueryOptions(caseId)).data ?? 0;
}
