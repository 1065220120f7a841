import {
  type AcceptFeeAgreementRequest,
  type FeeAgreement,
  feeAgreementAcceptedSchema,
  feeAgreementSchema,
} from '@shared/contracts/cases-fee-agreement';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { getParsed } from '@web/lib/api-query';
import { caseKeys } from './case-keys';

/** GET /api/cases/{id}/fee-agreement: the text to read (in the reader's language) or the one accepted. */
export async function getFeeAgreement(caseId: string, language: string): Promise<FeeAgreement> {
  const query = new URLSearchParams({ language });
  return getParsed(`/api/cases/${caseId}/fee-agreement?${query}`, feeAgreementSchema);
}

export const feeAgreementQueryOptions = (caseId: string, language: string) =>
  queryOptions({
    queryKey: caseKeys.feeAgreement(caseId, language),
    queryFn: () => getFeeAgreement(caseId, language),
  });

export function useFeeAgreement(caseId: string, language: string, enabled = true) {
  return useQuery({ ...feeAgreementQueryOptions(caseId, language), enabled });
}

/** Where the accepted agreement is downloaded as a printable file, with its acceptance record. */
export const feeAgreementDocumentUrl = (caseId: string) => `/api/cases/${caseId}/fee-agreement/document`;

/** POST /api/cases/{id}/fee-agreement: the client accepts by typing their full name (ABA Rule 1.5(c)). */
export function useAcceptFeeAgreement(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AcceptFeeAgreementRequest) =>
      feeAgreementAcceptedSchema.parse(
        await apiRequest<unknown>(`/api/cases/${caseId}/fee-agreement`, { method: 'POST', body: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.portal() }),
  });
}
