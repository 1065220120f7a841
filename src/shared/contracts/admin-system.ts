import { z } from 'zod';
import { outboxEmailSchema, outboxQuerySchema } from './admin';
import { text } from './text';

/** The admin "system" tab (issue 7 item 6): the email outbox's list query and retry. */

export const outboxListQuerySchema = outboxQuerySchema.extend({
  /** Part of the recipient's address, any case; "%" and "_" are taken literally. */
  q: text().trim().max(100, { message: 'Search with at most 100 characters' }).optional(),
});

export const outboxRetryResponseSchema = z.object({
  message: z.string(),
  email: outboxEmailSchema,
});
