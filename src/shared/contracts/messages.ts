import { z } from 'zod';
import { roleSchema } from '../domain/roles';
import { pageInfo, pageQuerySchema } from './pagination';
import { text } from './text';

export const MAX_MESSAGE_LENGTH = 5000;

export const messageListQuerySchema = pageQuerySchema;

export const sendMessageRequestSchema = z.object({
  body: text({ message: 'Write a message before sending' })
    .trim()
    .min(1, { message: 'Write a message before sending' })
    .max(MAX_MESSAGE_LENGTH, { message: `A message can be at most ${MAX_MESSAGE_LENGTH} characters long` }),
});

/** The sender is null when their account has since been deleted (the message stays). */
export const messageSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sender: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), role: roleSchema })
    .nullable(),
  /** True for the caller's own messages (shown on the other side of the thread). */
  mine: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** Newest first: page 1 holds the latest messages; the screen shows them oldest at the top. */
export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  ...pageInfo,
  /** Messages from others that the caller has not marked read yet. */
  unreadCount: z.number(),
});

export const messageReadStateSchema = z.object({ unreadCount: z.number(), lastReadAt: z.string() });
