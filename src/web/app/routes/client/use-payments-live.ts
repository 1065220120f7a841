import { useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '@web/features/cases';
import { ledgerKeys } from '@web/features/ledger';
import { withdrawalKeys } from '@web/features/withdrawals';
import { affects, useLiveEvent } from '@web/lib/live-events';

/**
 * Keeps the tab current without a reload: a recovery or a withdrawal decision notifies the
 * client, and the withdrawal and case lists announce their changes; each refetches the lot.
 */
export function usePaymentsLive(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      event.type === 'notification' ||
      affects(event, 'withdrawals') ||
      affects(event, 'cases', caseId) ||
      affects(event, 'ledger', caseId)
    ) {
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.case(caseId) });
      void queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) });
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
    }
  });
}
