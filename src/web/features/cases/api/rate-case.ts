import { caseRatingSchema } from '@shared/contracts/public-site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { caseKeys } from './case-keys';

/** POST /api/client/cases/{caseId}/rating: once, for a completed case; feeds the public average (D5). */
export function useRateCase(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { rating: number; comment?: string }) =>
      caseRatingSchema.parse(
        await apiRequest<unknown>(`/api/client/cases/${caseId}/rating`, { method: 'POST', body: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.clientDashboard() }),
  });
}
