import { z } from 'zod';
import { DOCUMENT_REVIEW_STATUSES, DOCUMENT_STATUSES } from '../domain/documents';
import { roleSchema } from '../domain/roles';
import { pageInfo, pageQuerySchema } from './pagination';
import { text } from './text';

export const documentListQuerySchema = pageQuerySchema;

export const documentParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid case id' }),
  docId: z.uuid({ message: 'Not a valid document id' }),
});

/** `mimeType` is what the bytes are (sniffed on upload, D17); `name` is only the label the uploader gave. */
export const documentSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  sha256: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Null when the uploader's account has since been deleted. */
  uploadedBy: z.object({ id: z.string(), name: z.string(), role: roleSchema }).nullable(),
  createdAt: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  ...pageInfo,
});

/** A rejection tells the client why, so they can send a better copy. */
export const reviewDocumentRequestSchema = z
  .object({
    status: z.enum(DOCUMENT_REVIEW_STATUSES, { message: 'Choose verified or rejected' }),
    note: text().trim().max(2000, { message: 'A note can be at most 2000 characters long' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.note) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Tell the client why the document was rejected',
      });
    }
  });
