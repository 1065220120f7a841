import type { DocumentItem } from '../../../shared/contracts/documents';
import type { documents, users } from '../../db/schema';

type DocumentRow = typeof documents.$inferSelect;
type Uploader = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'role'> | null;

/** A document as every list shows it (the case's documents, the lawyer's review queue). */
export function toDocumentItem(d: DocumentRow, uploader: Uploader): DocumentItem {
  return {
    id: d.id,
    caseId: d.caseId,
    name: d.originalName,
    mimeType: d.mimeType,
    size: d.sizeBytes,
    sha256: d.sha256,
    status: d.status,
    reviewNote: d.reviewNote,
    reviewedAt: d.reviewedAt?.toISOString() ?? null,
    uploadedBy: uploader?.id
      ? { id: uploader.id, name: `${uploader.firstName} ${uploader.lastName}`, role: uploader.role }
      : null,
    createdAt: d.createdAt.toISOString(),
  };
}
