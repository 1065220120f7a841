import { useQueryClient } from '@tanstack/react-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { insightsKeys } from './insights-keys';

/**
 * Both tabs refetch when the server says what they count may have changed: the ledger (recoveries
 * and reversals), withdrawals (payouts), cases (phases), leads, or the firm's settings (the target).
 */
export function useInsightsLive() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      (['ledger', 'withdrawals', 'cases', 'leads', 'settings'] as const).some((list) => affects(event, list))
    ) {
      void queryClient.invalidateQueries({ queryKey: insightsKeys.all });
    }
  });
}
