import type { Message } from '@shared/contracts/messages';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMarkMessagesRead } from '../api/mark-messages-read';

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isPageVisible = () => document.visibilityState === 'visible';

/**
 * While the thread is on screen, new messages from the team are marked read (the tab is only
 * rendered when open; a page in a background browser tab waits until it is looked at). The ones
 * that were unread keep a "New" marker until the tab is left, so the client sees what arrived.
 */
export function useMarkReadWhileOpen(
  caseId: string,
  messages: Message[],
  unreadCount: number,
  isLoaded: boolean,
): ReadonlySet<string> {
  const { mutate } = useMarkMessagesRead(caseId);
  const visible = useSyncExternalStore(subscribeVisibility, isPageVisible, () => true);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(() => new Set());
  const newestId = messages.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per new arrival, not per render of the list.
  useEffect(() => {
    if (!isLoaded || !visible || unreadCount === 0) return;
    const unread = messages.filter((m) => !m.mine).slice(-unreadCount);
    setFreshIds((current) => new Set([...current, ...unread.map((m) => m.id)]));
    mutate();
  }, [isLoaded, visible, unreadCount, newestId, mutate]);

  return freshIds;
}
