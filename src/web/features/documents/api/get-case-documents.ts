import { type DocumentItem, documentListSchema } from '@shared/contracts/documents';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { documentKeys } from './document-keys';

export type { DocumentItem };

const RECENT_LIMIT = 100;

/** GET /api/cases/:id/documents: one page of the case's documents, newest first. */
export async function getCaseDocuments(caseId: string, page: { page?: number; limit: number }) {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.page !== undefined) query.set('page', String(page.page));
  return documentListSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/documents?${query}`),
  );
}

/** Refetches every list of the case's documents when the server announces a change (an upload, a review). */
export function useCaseDocumentsLive(caseId: string | undefined) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (caseId && affects(event, 'documents', caseId)) {
      void queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) });
    }
  });
}

export const caseDocumentsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: documentKeys.recent(caseId),
    queryFn: () => getCaseDocuments(caseId, { limit: RECENT_LIMIT }),
  });

/** The case's first hundred documents (the staff's views, a recovery's citations); waits for a case. */
export function useCaseDocuments(caseId: string | undefined) {
  useCaseDocumentsLive(caseId);
  return useQuery({ ...caseDocumentsQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
}
