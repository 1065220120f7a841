import { useQueryClient } from '@tanstack/react-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { deskKeys } from './desk-keys';

/**
 * Keeps the desk current without a reload: a new registration, an assignment or a phase change
 * announces the case list, a recovery or reversal the ledger, a new or changed team member the
 * user list.
 */
export function useManagerLive() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if ((['cases', 'ledger', 'users'] as const).some((list) => affects(event, list))) {
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
    }
  });
}
