import type { DocumentStatus } from '@shared/domain/documents';

export type LawyerDocumentFilter = { status: DocumentStatus | undefined; page: number };

/**
 * Query keys of evidence documents, one family for every screen: every list of one case sits
 * under `case(caseId)` (the client's evidence tab, the staff case drawer, the recovery form's
 * citations), and the lawyer's review queue under `review()`. A review invalidates `all`.
 */
export const documentKeys = {
  all: ['documents'] as const,
  case: (caseId: string) => [...documentKeys.all, 'case', caseId] as const,
  /** The client's evidence tab, page by page. */
  pages: (caseId: string) => [...documentKeys.case(caseId), 'pages'] as const,
  /** The first hundred, for the staff's views of one case. */
  recent: (caseId: string) => [...documentKeys.case(caseId), 'recent'] as const,
  reviews: () => [...documentKeys.all, 'review'] as const,
  review: (filter: LawyerDocumentFilter) => [...documentKeys.reviews(), filter] as const,
};
