import { daysBetween } from './dates';

/** Reminder emails go out 14, 7 and 2 days before a deadline, one email per threshold. */
export const REMINDER_DAYS = [14, 7, 2] as const;

export type ReminderState = {
  dueOn: string;
  today: string;
  /** Thresholds already sent (or skipped) for this deadline. */
  sent: readonly number[];
  /** The deadline was met or waived. */
  closed: boolean;
};

/**
 * What the daily reminder job does for one deadline today: `send` is the threshold to email (or
 * null), `markSent` the thresholds to add to `sent` afterwards, `send` included.
 *
 * - A threshold is reached when daysLeft ≤ it. When the job missed runs (a first run 5 days
 *   before, a server down for a week), only the most urgent reached threshold is sent and the
 *   larger ones are marked too: a "14 days left" email arriving 5 days before would mislead.
 * - On the due day (daysLeft 0) the 2-day reminder is still sent if it never went: the deadline
 *   can still be met that day. Once the day has passed (daysLeft < 0) nothing is sent, a reminder
 *   can no longer help, and the overdue list is the place for it.
 * - Nothing for a closed deadline.
 */
export function remindersDue({ dueOn, today, sent, closed }: ReminderState): {
  send: number | null;
  markSent: number[];
} {
  const daysLeft = daysBetween(today, dueOn);
  if (closed || daysLeft < 0) return { send: null, markSent: [] };
  const reached = REMINDER_DAYS.filter((threshold) => daysLeft <= threshold);
  const unsent = reached.filter((threshold) => !sent.includes(threshold));
  if (unsent.length === 0) return { send: null, markSent: [] };
  const mostUrgent = Math.min(...reached);
  // The most urgent one already went (state written by hand, or an older job): only tidy up.
  const send = sent.includes(mostUrgent) ? null : mostUrgent;
  return { send, markSent: unsent };
}
