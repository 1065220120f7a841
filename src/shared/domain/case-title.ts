import type { FraudType } from './fraud-types';

/**
 * What a case's title is made of (issue 17 item 2). `title` is what staff typed, or null when the
 * title is composed: from the fraud type and the client's name, in the reader's language, each
 * time it is shown. Nothing generated is stored, so no language is frozen into the record.
 */
export type CaseTitleParts = { title: string | null; fraudType: FraudType; clientName?: string | null };

/**
 * The one composer, for the web (labels from i18next) and the server (labels from its locales):
 * a typed title as typed; otherwise "<fraud type label> – <client name>", or the label alone
 * where the reader is the client (their own name adds nothing).
 */
export function composeCaseTitle(
  parts: CaseTitleParts,
  fraudLabel: (fraudType: FraudType) => string,
): string {
  if (parts.title) return parts.title;
  const label = fraudLabel(parts.fraudType);
  return parts.clientName ? `${label} – ${parts.clientName}` : label;
}
