import { type LawyerDocumentList, lawyerDocumentListSchema } from '@shared/contracts/insights-lawyer';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { documentKeys, type LawyerDocumentFilter } from './document-keys';

export const PAGE_SIZE = 20;

export type { LawyerDocumentFilter };

/** GET /api/lawyer/documents: one page of the evidence on the caller's cases, newest first. */
export async function getLawyerDocuments(filter: LawyerDocumentFilter): Promise<LawyerDocumentList> {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  return lawyerDocumentListSchema.parse(await apiRequest<unknown>(`/api/lawyer/documents?${params}`));
}

export const lawyerDocumentsQueryOptions = (filter: LawyerDocumentFilter) =>
  queryOptions({
    queryKey: documentKeys.review(filter),
    queryFn: () => getLawyerDocuments(filter),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** The page, refetched when the server announces a document change on any case (an upload, a review). */
export function useLawyerDocuments(filter: LawyerDocumentFilter) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'documents')) void queryClient.invalidateQueries({ queryKey: documentKeys.reviews() });
  });
  return useQuery(lawyerDocumentsQueryOptions(filter));
}
