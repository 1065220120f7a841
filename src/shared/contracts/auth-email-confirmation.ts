import { z } from 'zod';

/**
 * D28: every client confirms their email address by a link. Until then the portal shows a banner
 * (GET status, POST resend) and payout methods and withdrawals answer 403 `email_unconfirmed`.
 */
export const emailConfirmationStatusSchema = z.object({
  confirmed: z.boolean(),
  email: z.string(),
});
export type EmailConfirmationStatus = z.infer<typeof emailConfirmationStatusSchema>;

export const resendConfirmationResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/confirm-email — the token from the link in the email (confirm or attach). */
export const confirmEmailRequestSchema = z.object({
  token: z.string().min(16, { message: 'This link is incomplete' }).max(256),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/**
 * `confirmed`: the address is confirmed. `attached`: the case someone started with this address
 * now belongs to the address's account (and that account's address is confirmed too).
 */
export const confirmEmailResponseSchema = z.object({
  outcome: z.enum(['confirmed', 'attached']),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** The link kinds, as the `kind` parameter of /confirm-email links: the page's wording only. */
export const CONFIRM_LINK_KINDS = ['email', 'attach'] as const;
export type ConfirmLinkKind = (typeof CONFIRM_LINK_KINDS)[number];
