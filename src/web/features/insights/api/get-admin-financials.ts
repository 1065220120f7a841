import { type AdminFinancials, adminFinancialsSchema } from '@shared/contracts/insights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { insightsKeys } from './insights-keys';
import { useInsightsLive } from './use-insights-live';

/** GET /api/admin/financials: the last 12 months of the firm's books in one currency (D4). */
export async function getAdminFinancials(currency: string): Promise<AdminFinancials> {
  const query = new URLSearchParams({ currency, months: '12' });
  return adminFinancialsSchema.parse(await apiRequest<unknown>(`/api/admin/financials?${query}`));
}

export const adminFinancialsQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: insightsKeys.financials(currency),
    queryFn: () => getAdminFinancials(currency),
    // Switching currency keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminFinancials(currency: string) {
  useInsightsLive();
  return useQuery(adminFinancialsQueryOptions(currency));
}
