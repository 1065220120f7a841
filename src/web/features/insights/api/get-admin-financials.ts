import { type AdminFinancials, adminFinancialsSchema } from '@shared/contracts/insights';
import { useQuery } from '@tanstack/react-query';
import { getParsed, pagedQueryOptions } from '@web/lib/api-query';
import { insightsKeys } from './insights-keys';
import { useInsightsLive } from './use-insights-live';

/** GET /api/admin/financials: the last 12 months of the firm's books in one currency (D4). */
export async function getAdminFinancials(currency: string): Promise<AdminFinancials> {
  const query = new URLSearchParams({ currency, months: '12' });
  return getParsed(`/api/admin/financials?${query}`, adminFinancialsSchema);
}

// Switching currency keeps the figures on screen until the new ones arrive.
export const adminFinancialsQueryOptions = (currency: string) =>
  pagedQueryOptions(insightsKeys.financials(currency), () => getAdminFinancials(currency));

export function useAdminFinancials(currency: string) {
  useInsightsLive();
  return useQuery(adminFinancialsQueryOptions(currency));
}
