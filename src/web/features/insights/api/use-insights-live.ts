import { useRefetchOnLive } from '@web/lib/api-query';
import { insightsKeys } from './insights-keys';

/**
 * Both tabs refetch when the server says what they count may have changed: the ledger (recoveries
 * and reversals), withdrawals (payouts), cases (phases), leads, or the firm's settings (the target).
 */
export function useInsightsLive() {
  useRefetchOnLive(['ledger', 'withdrawals', 'cases', 'leads', 'settings'], insightsKeys.all);
}
