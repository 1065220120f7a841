import { type DocumentItem, documentListSchema } from '@shared/contracts/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { staffCaseKeys } from '../../cases/api/staff-case-keys';

export type { DocumentItem };

const LIMIT = 100;

/** GET /api/cases/:id/documents: the case's documents, newest first. */
export async function getCaseDocuments(caseId: string) {
  return documentListSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/documents?limit=${LIMIT}`),
  );
}

export function useCaseDocuments(caseId: string) {
  return useQuery(
    queryOptions({ queryKey: staffCaseKeys.documents(caseId), queryFn: () => getCaseDocuments(caseId) }),
  );
}
