import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { documentStatusEnum } from './enums';
import { caseRef, userRef } from './refs';

/**
 * Evidence files (D17). The bytes live in the document store (D30) under <storedName>, a generated name;
 * the client's file name is kept only as a label. `mimeType` is what the bytes are, sniffed on
 * upload, never what the name or the browser claimed.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    caseId: caseRef('restrict').notNull(),
    uploadedBy: userRef('uploaded_by', 'set null'),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: documentStatusEnum('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: userRef('reviewed_by', 'set null'),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_case_created_idx').on(t.caseId, t.createdAt),
    index('documents_uploaded_by_idx').on(t.uploadedBy),
    index('documents_reviewed_by_idx').on(t.reviewedBy),
    check('documents_size_range', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
);
