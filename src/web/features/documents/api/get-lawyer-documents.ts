import { type LawyerDocumentList, lawyerDocumentListSchema } from '@shared/contracts/insights-lawyer';
import type { DocumentStatus } from '@shared/domain/documents';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';

export const PAGE_SIZE = 20;

export type LawyerDocumentFilter = { status: DocumentStatus | undefined; page: number };

/** Query keys of the documents tab; a review invalidates `all`. */
export const lawyerDocumentKeys = {
  all: ['lawyer-documents'] as const,
  list: (filter: LawyerDocumentFilter) => [...lawyerDocumentKeys.all, filter] as const,
};

/** GET /api/lawyer/documents: one page of the evidence on the caller's cases, newest first. */
export async function getLawyerDocuments(filter: LawyerDocumentFilter): Promise<LawyerDocumentList> {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  return lawyerDocumentListSchema.parse(await apiRequest<unknown>(`/api/lawyer/documents?${params}`));
}

export const lawyerDocumentsQueryOptions = (filter: LawyerDocumentFilter) =>
  queryOptions({
    queryKey: lawyerDocumentKeys.list(filter),
    queryFn: () => getLawyerDocuments(filter),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** The page, refetched when the server announces a document change on any case (an upload, a review). */
export function useLawyerDocuments(filter: LawyerDocumentFilter) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'documents')) void queryClient.invalidateQueries({ queryKey: lawyerDocumentKeys.all });
  });
  return useQuery(lawyerDocumentsQueryOptions(filter));
}
