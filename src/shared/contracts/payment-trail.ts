import { z } from 'zod';
import { roleSchema } from '../domain/roles';
import {
  CARD_NETWORKS,
  CONTACT_KINDS,
  CRYPTO_NETWORKS,
  INDICATOR_KINDS,
  MESSENGERS,
  PAYMENT_METHODS,
} from '../domain/trail/options';
import { INDICATOR_STATUSES } from '../domain/trail/statuses';
import { moneyShape } from './money-fields';

export * from './payment-trail-input';

export const trailPaymentParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid case id' }),
  entryId: z.uuid({ message: 'Not a valid entry id' }),
});

/**
 * The indicator a trail row became. Staff see its status; a client sees only what they typed (the
 * firm's review of an indicator is not theirs to read), so `indicator` is null for them.
 */
export const trailIndicatorSchema = z.object({
  id: z.string(),
  kind: z.enum(INDICATOR_KINDS),
  value: z.string(),
  status: z.enum(INDICATOR_STATUSES),
});

const enteredBySchema = z.object({ name: z.string(), role: roleSchema }).nullable();

export const trailPaymentSchema = z.object({
  id: z.string(),
  paidOn: z.string(),
  ...moneyShape('amount'),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  cardNetwork: z.enum(CARD_NETWORKS).nullable(),
  merchantDescriptor: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  iban: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  cryptoNetwork: z.enum(CRYPTO_NETWORKS).nullable(),
  walletAddress: z.string().nullable(),
  txHash: z.string().nullable(),
  note: z.string().nullable(),
  indicator: trailIndicatorSchema.nullable(),
  enteredBy: enteredBySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrailPayment = z.infer<typeof trailPaymentSchema>;

export const trailContactSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  messenger: z.enum(MESSENGERS).nullable(),
  value: z.string(),
  note: z.string().nullable(),
  indicator: trailIndicatorSchema.nullable(),
  enteredBy: enteredBySchema,
  createdAt: z.string(),
});
export type TrailContact = z.infer<typeof trailContactSchema>;

/** GET /api/cases/{id}/payment-trail: the same list for the client and the case's team. */
export const paymentTrailSchema = z.object({
  payments: z.array(trailPaymentSchema),
  contacts: z.array(trailContactSchema),
  /** Per currency: what the client paid to the scheme, from these rows. */
  totals: z.array(z.object({ currency: z.string(), ...moneyShape('amount') })),
  /** The default country for phone numbers typed without +: the client's country. */
  phoneCountry: z.string().nullable(),
});
export type PaymentTrail = z.infer<typeof paymentTrailSchema>;
