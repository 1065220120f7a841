import { z } from 'zod';

/** D34: the contact details a staff edit only proposes; the client confirms them. */
export const CONTACT_FIELDS = ['email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A proposal waiting for the client, as the staff edit form shows it. `value` null: remove the phone. */
export const pendingContactChangeSchema = z.object({
  field: z.enum(CONTACT_FIELDS),
  value: z.string().nullable(),
  proposedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingContactChange = z.infer<typeof pendingContactChangeSchema>;

/** Either link's page sends the token from the email. */
export const contactChangeTokenSchema = z.object({
  token: z.string().min(16, { message: 'This link is not complete' }).max(200),
});

export const contactChangeOutcomeSchema = z.object({
  field: z.enum(CONTACT_FIELDS),
  outcome: z.enum(['confirmed', 'cancelled']),
});
export type ContactChangeOutcome = z.infer<typeof contactChangeOutcomeSchema>;

export const contactFieldParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid client id' }),
  field: z.enum(CONTACT_FIELDS, { message: 'Choose email or phone' }),
});
