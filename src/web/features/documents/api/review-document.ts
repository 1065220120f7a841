import {
  type DocumentItem,
  documentSchema,
  type reviewDocumentRequestSchema,
} from '@shared/contracts/documents';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import type { z } from 'zod';
import { documentKeys } from './document-keys';

export type ReviewInput = {
  caseId: string;
  documentId: string;
  review: z.input<typeof reviewDocumentRequestSchema>;
};

/** PUT /api/cases/:id/documents/:docId/review: verified, or rejected with a note the client reads. */
export async function reviewDocument({ caseId, documentId, review }: ReviewInput): Promise<DocumentItem> {
  const path = `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}/review`;
  return documentSchema.parse(await apiRequest<unknown>(path, { method: 'PUT', body: review }));
}

export function useReviewDocument() {
  return useInvalidatingMutation(reviewDocument, [documentKeys.all]);
}
