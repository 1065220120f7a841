import { z } from 'zod';
import { amountSchema, CURRENCIES, DEFAULT_CURRENCY } from '../domain/money';
import { PAYOUT_METHOD_KINDS, WITHDRAWAL_STATUSES } from '../domain/withdrawals';
import { moneyShape } from './money-fields';
import { text } from './text';

const holderName = text().trim().min(2, { message: 'Enter the account holder’s full name' }).max(140);
const label = text().trim().max(60).optional();

/** ISO 13616 IBAN with its mod-97 check, so a typo is caught before any money is sent. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const createPayoutMethodRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank_account'),
    holderName,
    label,
    iban: text().trim().refine(isValidIban, {
      message: 'This IBAN is not valid. Please check it against your bank statement.',
    }),
    bic: text()
      .trim()
      .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, {
        message: 'Enter an 8 or 11 character BIC/SWIFT code',
      })
      .optional(),
    bankName: text().trim().max(120).optional(),
  }),
  z.object({
    kind: z.literal('crypto_wallet'),
    holderName,
    label,
    network: z.enum(['bitcoin', 'ethereum', 'tron', 'solana', 'polygon'], {
      message: 'Choose the wallet’s network',
    }),
    walletAddress: text()
      .trim()
      .regex(/^[A-Za-z0-9]{20,120}$/, {
        message: 'Enter the wallet address exactly as your wallet shows it',
      }),
  }),
]);
export type CreatePayoutMethodRequest = z.infer<typeof createPayoutMethodRequestSchema>;

/** Account details are shown masked: enough for the client to recognise them. */
export const payoutMethodSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYOUT_METHOD_KINDS),
  label: z.string(),
  holderName: z.string(),
  maskedDetails: z.string(),
  network: z.string().nullable(),
  createdAt: z.string(),
});
export const payoutMethodListSchema = z.object({ payoutMethods: z.array(payoutMethodSchema) });

export const createWithdrawalRequestSchema = z.object({
  amount: amountSchema,
  payoutMethodId: z.uuid({ message: 'Choose where the money should be paid' }),
  currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
});

export const withdrawalSchema = z.object({
  id: z.string(),
  ...moneyShape('amount'),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  clientId: z.string(),
  clientName: z.string(),
  payoutMethod: payoutMethodSchema,
  reason: z.string().nullable(),
  paidReference: z.string().nullable(),
  /** Issue 19: who approved it (staff id), and whether someone else must mark it paid. */
  approvedById: z.string().nullable(),
  secondPersonToPay: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ withdrawals: z.array(withdrawalSchema), total: z.number() });

export const adminWithdrawalQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const rejectWithdrawalRequestSchema = z.object({
  reason: text()
    .trim()
    .min(5, { message: 'Tell the client why, in a sentence they will understand' })
    .max(1000),
});
export const markPaidRequestSchema = z.object({
  reference: text()
    .trim()
    .min(1, { message: 'Enter the bank or transaction reference of the payment' })
    .max(200),
});
export const withdrawalParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid withdrawal id' }) });

/**
 * Issue 31: the full payee details of an approved withdrawal, for the administrator who pays it
 * out (POST /api/admin/withdrawals/:id/beneficiary, after a recent identity check). Every reveal is
 * audited; `previousReveals` counts this person's earlier ones, so the screen can say so.
 */
export const beneficiarySchema = z.object({
  withdrawalId: z.string(),
  kind: z.enum(PAYOUT_METHOD_KINDS),
  holderName: z.string(),
  /** Bank account: the IBAN in full, with its BIC and bank name when the client gave them. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Crypto wallet: the network and the full address. */
  network: z.string().nullable(),
  walletAddress: z.string().nullable(),
  previousReveals: z.number().int(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;
