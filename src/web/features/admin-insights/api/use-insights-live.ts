import { useQueryClient } from '@tanstack/react-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { insightsKeys } from './insights-keys';

/**
 * Both tabs refetch when the server says what they count may have changed: withdrawals (payouts),
 * cases (phases, recoveries recorded on them), leads, or the firm's settings (the target). The
 * ledger announces no event of its own; a recovery shows when its case's change is announced or
 * when the tab is opened again.
 */
export function useInsightsLive() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (['withdrawals', 'cases', 'leads', 'settings'].some((list) => affects(event, list))) {
      void queryClient.invalidateQueries({ queryKey: insightsKeys.all });
    }
  });
}
