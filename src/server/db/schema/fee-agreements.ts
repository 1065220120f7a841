import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { languageEnum } from './enums';
import { caseRef, clientRef } from './refs';

/**
 * A client's acceptance of the engagement and fee agreement (ABA Model Rule 1.5(c)), one per
 * case: which version, in which language, the SHA-256 of the exact text shown, the name they
 * typed, when, and from which IP address and browser. A case leaves phase `new` only once this
 * row exists (cases/service.ts changePhase). Kept as long as the case: erasing the client (D13)
 * blanks the name, IP and browser, and a trigger (drizzle/0013) refuses any other change.
 */
export const feeAgreements = pgTable(
  'fee_agreements',
  {
    id: id(),
    caseId: caseRef('restrict').notNull().unique(),
    clientId: clientRef(),
    version: text('version').notNull(),
    language: languageEnum('language').notNull(),
    textSha256: text('text_sha256').notNull(),
    signedName: text('signed_name').notNull(),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('fee_agreements_client_idx').on(t.clientId)],
);
