import { z } from 'zod';
import { pageInfo, pageQuery } from './pagination';

export const notificationListQuerySchema = pageQuery({
  pageType: 'Enter a page number',
  limitType: 'Enter how many notifications to show',
  pageMin: 'Pages start at 1',
  limitMin: 'Show at least 1 notification',
  limitMax: 'Show at most 100 notifications at a time',
});

/**
 * A notification is a kind plus parameters, never finished text: the screen renders it in the
 * reader's language. An amount comes as a pair with a `currency`: `amount` in major units (1234.56)
 * for reading and `amountCents` (123456) to compute with; likewise `fee`/`feeCents`, `share`/`shareCents`.
 * Kinds so far: recovery_recorded, recovery_reversed, withdrawal_approved, withdrawal_rejected,
 * withdrawal_paid (and the kinds other modules add: case_phase_changed, message_received…).
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** Where the notification leads, when it is about a case. */
  caseId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  ...pageInfo,
  /** Unread notifications of the reader in all pages (for the badge). */
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid notification id' }) });

export const readAllResultSchema = z.object({
  /** How many notifications this call marked as read. */
  marked: z.number(),
  unreadCount: z.number(),
});

/** The event names GET /api/events sends (text/event-stream); data is JSON without personal data. */
export const LIVE_EVENT_NAMES = ['ready', 'notification', 'list-changed', 'resync'] as const;
