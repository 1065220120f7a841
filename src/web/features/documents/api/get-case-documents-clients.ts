import { documentListSchema } from '@shared/contracts/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { clientsKeys } from '../../people/api/clients-keys';

/** GET /api/cases/:id/documents: the case's evidence a recovery may cite (first 100). */
export async function getCaseDocuments(caseId: string) {
  return documentListSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/documents?limit=100`),
  );
}

export const caseDocumentsQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: clientsKeys.documents(caseId), queryFn: () => getCaseDocuments(caseId) });

export function useCaseDocuments(caseId: string | undefined) {
  return useQuery({ ...caseDocumentsQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
}
