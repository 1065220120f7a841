import { useQueryClient } from '@tanstack/react-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { managerKeys } from './manager-keys';

/**
 * Keeps the desk current without a reload: a new registration, an assignment, a phase change or a
 * recovery announces the case list; a new or changed team member the user list.
 */
export function useManagerLive() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'cases') || affects(event, 'users')) {
      void queryClient.invalidateQueries({ queryKey: managerKeys.all });
    }
  });
}
