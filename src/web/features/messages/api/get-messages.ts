import { type Message, messageListSchema } from '@shared/contracts/messages';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { messageKeys } from './message-keys';

const PAGE_SIZE = 20;

/** GET /api/cases/:id/messages: page 1 holds the newest messages. */
export async function getMessages(caseId: string, page: number, limit = PAGE_SIZE) {
  return messageListSchema.parse(
    await apiRequest<unknown>(`/api/cases/${caseId}/messages?page=${page}&limit=${limit}`),
  );
}

export const messagesQueryOptions = (caseId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(caseId),
    queryFn: ({ pageParam }) => getMessages(caseId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** Refetches the case's thread (and its unread count) whenever the server says it changed. */
export function useMessagesLive(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'messages', caseId)) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.case(caseId) });
    }
  });
}

/**
 * The thread oldest first, as it reads. Pages are counted from the newest, so a message that
 * arrives between two pages shifts them by one: duplicates are dropped by id.
 */
export function useMessages(caseId: string) {
  useMessagesLive(caseId);
  const query = useInfiniteQuery(messagesQueryOptions(caseId));
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const message of query.data?.pages.flatMap((p) => p.messages) ?? []) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    messages.push(message);
  }
  messages.reverse();
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  return { query, messages, unreadCount };
}
