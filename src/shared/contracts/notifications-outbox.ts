import { z } from 'zod';
import { pageInfo, pageQuerySchema } from './pagination';
import { text } from './text';

/** The admin "system" tab (issue 7 item 6): the email outbox's list query and retry. */

export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'sent', 'failed']).optional(),
});
export const outboxEmailSchema = z.object({
  id: z.string(),
  toEmail: z.string(),
  language: z.string(),
  template: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export const outboxListSchema = z.object({ emails: z.array(outboxEmailSchema), ...pageInfo });

export const outboxListQuerySchema = outboxQuerySchema.extend({
  /** Part of the recipient's address, any case; "%" and "_" are taken literally. */
  q: text().trim().max(100, { message: 'Search with at most 100 characters' }).optional(),
});

export const outboxRetryResponseSchema = z.object({
  message: z.string(),
  email: outboxEmailSchema,
});
