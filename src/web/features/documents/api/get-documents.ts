import { type DocumentItem, documentListSchema } from '@shared/contracts/documents';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { documentKeys } from './document-keys';

const PAGE_SIZE = 20;

/** GET /api/cases/:id/documents: one page, newest first. */
export async function getDocuments(caseId: string, page: number) {
  return documentListSchema.parse(
    await apiRequest<unknown>(`/api/cases/${caseId}/documents?page=${page}&limit=${PAGE_SIZE}`),
  );
}

export const documentsQueryOptions = (caseId: string) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list(caseId),
    queryFn: ({ pageParam }) => getDocuments(caseId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** The case's documents, refetched when the server announces a change (an upload, a review). */
export function useDocuments(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'documents', caseId)) {
      void queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) });
    }
  });
  const query = useInfiniteQuery(documentsQueryOptions(caseId));
  const documents: DocumentItem[] = query.data?.pages.flatMap((p) => p.documents) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, documents, total };
}
