import { z } from 'zod';
import { LANGUAGES } from '../domain/languages';
import { text } from './text';

/** Who an evidence pack is for (issue 21 item 4). */
export const ADDRESSEE_KINDS = ['bank', 'exchange', 'police', 'regulator'] as const;
export type AddresseeKind = (typeof ADDRESSEE_KINDS)[number];

/** The client's particulars the firm may choose to print beside their name (which always is). */
export const SHAREABLE_CLIENT_FIELDS = ['country', 'email', 'phone'] as const;
export type ShareableClientField = (typeof SHAREABLE_CLIENT_FIELDS)[number];

export const evidencePackParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid case id' }),
  packId: z.uuid({ message: 'Not a valid evidence pack id' }),
});

/** POST /api/cases/{id}/evidence-packs: for whom, in which language, and what of the client to share. */
export const createEvidencePackRequestSchema = z.object({
  addresseeKind: z.enum(ADDRESSEE_KINDS, { message: 'Choose who the pack is for' }),
  addresseeName: text()
    .trim()
    .min(2, { message: 'Name the bank, exchange, police unit or regulator' })
    .max(200, { message: 'Keep the name under 200 characters' }),
  addresseeReference: text()
    .trim()
    .max(100, { message: 'Keep the reference under 100 characters' })
    .optional(),
  language: z.enum(LANGUAGES, { message: 'Choose the language of the pack' }),
  share: z.array(z.enum(SHAREABLE_CLIENT_FIELDS)).max(SHAREABLE_CLIENT_FIELDS.length).default([]),
  summary: text()
    .trim()
    .min(20, { message: 'Summarise the facts in a few sentences (at least 20 characters)' })
    .max(4000, { message: 'Keep the summary under 4,000 characters' }),
});
export type CreateEvidencePackRequest = z.infer<typeof createEvidencePackRequestSchema>;

export const evidencePackSchema = z.object({
  id: z.string(),
  addresseeKind: z.enum(ADDRESSEE_KINDS),
  addresseeName: z.string(),
  addresseeReference: z.string().nullable(),
  language: z.enum(LANGUAGES),
  shared: z.array(z.string()),
  pdfSha256: z.string(),
  pdfBytes: z.number().int(),
  zipSha256: z.string(),
  zipBytes: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type EvidencePack = z.infer<typeof evidencePackSchema>;

export const evidencePackListSchema = z.object({ packs: z.array(evidencePackSchema) });
