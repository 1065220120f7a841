import type { TrailIssue } from './issues';

/** Before 1990 there was no online payment to a scam a case could still recover. */
export const EARLIEST_PAYMENT_DATE = '1990-01-01';

/** UTC+14 (Kiribati) is the earliest time zone: a payment made "today" there may be tomorrow in UTC. */
const AHEAD_OF_UTC_MS = 14 * 60 * 60 * 1000;

/**
 * What is wrong with a payment date "YYYY-MM-DD", if anything: not a real calendar date
 * ("2024-02-30"), before 1990, or later than today anywhere on Earth. The server does not know
 * the victim's time zone, so "the future" starts after today in the earliest one.
 */
export function paymentDateIssue(value: string, now: Date = new Date()): TrailIssue | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return 'date_format';
  if (value < EARLIEST_PAYMENT_DATE) return 'date_too_early';
  const latest = new Date(now.getTime() + AHEAD_OF_UTC_MS).toISOString().slice(0, 10);
  return value > latest ? 'date_future' : undefined;
}
