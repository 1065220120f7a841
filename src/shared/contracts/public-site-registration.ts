import { z } from 'zod';
import { FRAUD_TYPES } from '../domain/fraud-types';
import { intakeCountrySchema } from '../domain/intake-schemas';
import { LANGUAGES } from '../domain/languages';
import { amountSchema } from '../domain/money';
import { leadSubjectShape } from './leads';
import { PHONE_PATTERN } from './person-fields';
import { text } from './text';

const name = (what: string) =>
  text({ message: `Enter your ${what}` })
    .trim()
    .min(1, { message: `Enter your ${what}` })
    .max(100, { message: `Your ${what} can be at most 100 characters` });

/** Blank optional text fields arrive as "" from forms; they mean "not given". */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, { message })
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * POST /api/register — the free case assessment (spec §3, §5; D18). Shared by the form and the
 * server, so the browser checks exactly what the server enforces.
 */
export const registerRequestSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: text({ message: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ message: 'Enter a valid email address' })
        .max(254, { message: 'This email address is too long' }),
    ),
  // D18: optional, validated when given.
  phone: text()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      text()
        .regex(PHONE_PATTERN, {
          message: 'Enter a phone number with digits only, e.g. +31 20 123 4567',
        })
        .optional(),
    ),
  country: intakeCountrySchema,
  fraudType: z.enum(FRAUD_TYPES, { message: 'Choose the type of fraud' }),
  amountLost: amountSchema,
  description: optionalText(5000, 'The description can be at most 5,000 characters'),
  policeReportRef: optionalText(100, 'The report reference can be at most 100 characters'),
  /** The language the person was reading the site in: their emails and portal use it. */
  language: z.enum(LANGUAGES).optional(),
  /** Honeypot (issue 4): invisible to people; a bot that fills it is refused. */
  website: text().max(0, { message: 'Leave this field empty' }).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  /** The one-time set-password token for the password-setup prompt (D16) — not the session. */
  token: z.string(),
  clientData: z.object({ leadId: z.string(), ...leadSubjectShape }),
  redirectTo: z.literal('/client-dashboard'),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
