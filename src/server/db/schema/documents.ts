import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { documentStatusEnum } from './enums';
import { users } from './users';

/**
 * Evidence files (D17). The bytes live under DATA_DIR/documents/<storedName>, a generated name;
 * the client's file name is kept only as a label. `mimeType` is what the bytes are, sniffed on
 * upload, never what the name or the browser claimed.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: documentStatusEnum('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_case_created_idx').on(t.caseId, t.createdAt),
    index('documents_uploaded_by_idx').on(t.uploadedBy),
    index('documents_reviewed_by_idx').on(t.reviewedBy),
    check('documents_size_range', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
);
