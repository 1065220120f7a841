import { z } from 'zod';
import { CHECKABLE_KINDS, type PublicCheckOutcome, REPORT_RANGES } from '../domain/public-check';
import { text } from './text';

/** The longest text the check reads: a URL with its path fits, a pasted page does not. */
export const CHECK_VALUE_MAX = 300;

/** POST /api/public/indicator-check: one website, wallet address, IBAN, phone number or email, as typed. */
export const indicatorCheckRequestSchema = z.object({
  value: text({ message: 'Enter a website, wallet address, IBAN or phone number' })
    .trim()
    .min(1, { message: 'Enter a website, wallet address, IBAN or phone number' })
    .max(CHECK_VALUE_MAX, { message: `Enter at most ${CHECK_VALUE_MAX} characters` }),
});
export type IndicatorCheckRequest = z.infer<typeof indicatorCheckRequestSchema>;

/**
 * The whole answer: whether a confirmed indicator reported by enough clients matches, the range
 * of clients and what kind of thing it is. Never a count, an amount, a date, a case or a client.
 */
export const indicatorCheckResponseSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('known'),
    reports: z.enum(REPORT_RANGES),
    kind: z.enum(CHECKABLE_KINDS),
  }),
  z.object({ result: z.literal('not_known') }),
]);
export type IndicatorCheckResponse = z.infer<typeof indicatorCheckResponseSchema>;

/** GET /api/admin/public-check: how often the check was used, per outcome, over the last days. */
export const publicCheckCountsSchema = z.object({
  /** The first and last day counted (UTC), as YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** Lookups per outcome (PUBLIC_CHECK_OUTCOMES): known, not known, unreadable, refused as too many. */
  totals: z.object({
    known: z.number().int(),
    not_known: z.number().int(),
    unreadable: z.number().int(),
    rate_limited: z.number().int(),
  }) satisfies z.ZodType<Record<PublicCheckOutcome, number>>,
});
export type PublicCheckCounts = z.infer<typeof publicCheckCountsSchema>;
