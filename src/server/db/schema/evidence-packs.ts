import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ADDRESSEE_KINDS } from '../../../shared/contracts/evidence-packs';
import { createdAt, id } from './columns';
import { languageEnum } from './enums';
import { caseRef, userRef } from './refs';

/**
 * An evidence pack as it was handed over (issue 21 item 4): the PDF and the ZIP are kept in the
 * document store exactly as generated, and their SHA-256 here (and on the case's timeline and in
 * the audit log), so a copy produced later by the bank or the police can be checked against it.
 */
export const evidencePacks = pgTable(
  'evidence_packs',
  {
    id: id(),
    caseId: caseRef('restrict').notNull(),
    addresseeKind: text('addressee_kind', { enum: ADDRESSEE_KINDS }).notNull(),
    addresseeName: text('addressee_name').notNull(),
    addresseeReference: text('addressee_reference'),
    language: languageEnum('language').notNull(),
    /** Which of the client's particulars the firm chose to share (the name always is). */
    shared: jsonb('shared').$type<string[]>().notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pdfBytes: bigint('pdf_bytes', { mode: 'number' }).notNull(),
    zipKey: text('zip_key').notNull(),
    zipSha256: text('zip_sha256').notNull(),
    zipBytes: bigint('zip_bytes', { mode: 'number' }).notNull(),
    createdBy: userRef('created_by', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('evidence_packs_case_idx').on(t.caseId, t.createdAt),
    index('evidence_packs_created_by_idx').on(t.createdBy),
    check(
      'evidence_packs_addressee_known',
      sql`${t.addresseeKind} in ('bank', 'exchange', 'police', 'regulator')`,
    ),
  ],
);
