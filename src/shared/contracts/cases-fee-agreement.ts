import { z } from 'zod';
import { LANGUAGES } from '../domain/languages';
import { text } from './text';

const languageInput = z.enum(LANGUAGES, { message: `Choose a language: ${LANGUAGES.join(', ')}` });

/** GET /api/cases/{id}/fee-agreement: the text in this language (default: your account's). */
export const feeAgreementQuerySchema = z.object({ language: languageInput.optional() });

/**
 * POST /api/cases/{id}/fee-agreement: the client accepts by typing their full name and ticking
 * the box. `version` and `textSha256` name the text they read; a changed text is refused (409).
 */
export const acceptFeeAgreementRequestSchema = z.object({
  fullName: text({ message: 'Type your full name' })
    .trim()
    .min(1, { message: 'Type your full name' })
    .max(200, { message: 'Keep your name under 200 characters' }),
  agree: z.literal(true, { message: 'Tick the box to confirm you have read and accept the agreement' }),
  version: text({ message: 'Send the version you read' }).min(1).max(20),
  language: languageInput,
  textSha256: text({ message: 'Send the fingerprint of the text you read' }).regex(/^[0-9a-f]{64}$/, {
    message: 'Send the fingerprint of the text you read',
  }),
});
export type AcceptFeeAgreementRequest = z.infer<typeof acceptFeeAgreementRequestSchema>;

/** An acceptance: which text (version, language, its SHA-256), the name typed, and when. */
export const feeAgreementAcceptanceSchema = z.object({
  version: z.string(),
  language: z.enum(LANGUAGES),
  signedName: z.string(),
  acceptedAt: z.string(),
  textSha256: z.string(),
});
export type FeeAgreementAcceptance = z.infer<typeof feeAgreementAcceptanceSchema>;

/** The answer to POST /api/cases/{id}/fee-agreement (201). */
export const feeAgreementAcceptedSchema = feeAgreementAcceptanceSchema.extend({ caseId: z.string() });
export type FeeAgreementAccepted = z.infer<typeof feeAgreementAcceptedSchema>;

/**
 * GET /api/cases/{id}/fee-agreement: the text to read (once accepted, the very text that was
 * accepted, in its version and language), its SHA-256, the case's fee rate, and the acceptance.
 */
export const feeAgreementSchema = z.object({
  caseId: z.string(),
  version: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  textSha256: z.string(),
  feeRateBps: z.number().int(),
  accepted: feeAgreementAcceptanceSchema.nullable(),
});
export type FeeAgreement = z.infer<typeof feeAgreementSchema>;
