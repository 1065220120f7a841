/**
 * The public check (issue 21 item 6): a visitor asks whether the firm has seen a website, wallet,
 * IBAN, phone number or email address in confirmed scam cases. The firm answers only for an
 * indicator a lawyer confirmed and at least KNOWN_FROM_CLIENTS different clients reported, and
 * only in ranges, so no answer can point at one client or case (k-anonymity with k = 3; D33).
 */

/** Fewer distinct clients than this answer "not known", whatever the indicator's status. */
export const KNOWN_FROM_CLIENTS = 3;

/** The only counts a visitor ever reads: ranges of distinct clients. */
export const REPORT_RANGES = ['3-10', '11-50', 'more-than-50'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** What the check reads a visitor's text as; the answer names which of them it knows. */
export const CHECKABLE_KINDS = ['domain', 'iban', 'crypto_address', 'phone', 'email'] as const;
export type CheckableKind = (typeof CHECKABLE_KINDS)[number];

/** What the firm counts per day (never the value, the visitor or the indicator). */
export const PUBLIC_CHECK_OUTCOMES = ['known', 'not_known', 'unreadable', 'rate_limited'] as const;
export type PublicCheckOutcome = (typeof PUBLIC_CHECK_OUTCOMES)[number];

/** The range of a count of distinct clients, or null below the threshold. */
export function reportsRange(clients: number): ReportRange | null {
  if (clients < KNOWN_FROM_CLIENTS) return null;
  if (clients <= 10) return '3-10';
  if (clients <= 50) return '11-50';
  return 'more-than-50';
}
