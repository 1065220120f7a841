import type { DocumentItem } from '@shared/contracts/documents';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { documentKeys } from './document-keys';
import { getCaseDocuments, useCaseDocumentsLive } from './get-case-documents';

const PAGE_SIZE = 20;

export const documentsQueryOptions = (caseId: string) =>
  infiniteQueryOptions({
    queryKey: documentKeys.pages(caseId),
    queryFn: ({ pageParam }) => getCaseDocuments(caseId, { page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** The case's documents page by page, refetched when the server announces a change. */
export function useDocuments(caseId: string) {
  useCaseDocumentsLive(caseId);
  const query = useInfiniteQuery(documentsQueryOptions(caseId));
  const documents: DocumentItem[] = query.data?.pages.flatMap((p) => p.documents) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, documents, total };
}
