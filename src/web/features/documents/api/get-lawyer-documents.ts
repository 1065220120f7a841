import { type LawyerDocumentList, lawyerDocumentListSchema } from '@shared/contracts/insights-lawyer';
import { useQuery } from '@tanstack/react-query';
import { getParsed, pagedQueryOptions, useRefetchOnLive } from '@web/lib/api-query';
import { documentKeys, type LawyerDocumentFilter } from './document-keys';

export const PAGE_SIZE = 20;

export type { LawyerDocumentFilter };

/** GET /api/lawyer/documents: one page of the evidence on the caller's cases, newest first. */
export async function getLawyerDocuments(filter: LawyerDocumentFilter): Promise<LawyerDocumentList> {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  return getParsed(`/api/lawyer/documents?${params}`, lawyerDocumentListSchema);
}

export const lawyerDocumentsQueryOptions = (filter: LawyerDocumentFilter) =>
  pagedQueryOptions(documentKeys.review(filter), () => getLawyerDocuments(filter));

/** The page, refetched when the server announces a document change on any case (an upload, a review). */
export function useLawyerDocuments(filter: LawyerDocumentFilter) {
  useRefetchOnLive(['documents'], documentKeys.reviews());
  return useQuery(lawyerDocumentsQueryOptions(filter));
}
