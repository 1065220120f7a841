import { useQueryClient } from '@tanstack/react-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { usersKeys } from './people-keys';

/**
 * D14: the server announces every change to people (created, registered, edited, banned, assigned,
 * deleted, erased) and every recovery or case change; the tab refetches what it shows.
 */
export function useUsersLive() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'users') || affects(event, 'cases') || affects(event, 'ledger')) {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
    }
  });
}
