import { z } from 'zod';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { languageSchema } from '../domain/language-schema';
import { amountSchema } from '../domain/money';
import { USER_STATUSES } from '../domain/roles';
import { countrySchema } from './common';
import { moneyShape } from './money-fields';
import { pageInfo, pageQuerySchema } from './pagination';
import { emailAddressSchema, PHONE_PATTERN, personNameSchema } from './person-fields';
import { text } from './text';

const searchSchema = text().trim().max(100, { message: 'Search with at most 100 characters' });
const name = (label: string) => personNameSchema(label, `${label} can be at most 100 characters`);
/** D18: phone optional, checked when given. */
const phoneSchema = text()
  .trim()
  .regex(PHONE_PATTERN, { message: 'Enter a phone number with digits, e.g. +49 30 1234567' });

import { lawyerCaseSchema } from './cases-lists';

/** The lawyer's client list and a client added by staff (issue 3 §6). */

export const lawyerClientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** Cases of this client assigned to you. */
  totalCases: z.number(),
  /** Sum of the loss claimed on those cases. */
  ...moneyShape('lossAmount'),
  /** Net recovered on those cases (ledger). */
  ...moneyShape('recoveredAmount'),
  /** Same figure under the spec's second name. */
  ...moneyShape('totalRecovered'),
  /** What the client may withdraw now, across all their cases (ledger). */
  ...moneyShape('availableBalance'),
  currency: z.string(),
  joinDate: z.string(),
});
export type LawyerClient = z.infer<typeof lawyerClientSchema>;
/** A row of your client list: `latestCaseId` is their most recent case assigned to you (Contact, Cases). */
export const lawyerClientRowSchema = lawyerClientSchema.extend({ latestCaseId: z.string() });
export type LawyerClientRow = z.infer<typeof lawyerClientRowSchema>;
export const lawyerClientQuerySchema = pageQuerySchema.extend({ q: searchSchema.optional() });
export const lawyerClientListSchema = z.object({
  clients: z.array(lawyerClientRowSchema),
  ...pageInfo,
});

export const createLawyerClientRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailAddressSchema,
  phone: phoneSchema.optional(),
  country: countrySchema,
  language: languageSchema.optional(),
  fraudType: fraudTypeSchema,
  amountLost: amountSchema,
  description: text()
    .trim()
    .max(5000, { message: 'The description can be at most 5,000 characters' })
    .optional(),
});
export const createLawyerClientResponseSchema = z.object({
  client: lawyerClientRowSchema,
  case: lawyerCaseSchema,
});
