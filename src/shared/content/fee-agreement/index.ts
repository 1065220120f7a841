import { type FeeAgreementVersion, formatFeePercent } from '../../domain/fee-agreement';
import type { Language } from '../../domain/languages';
import { DEFAULT_FEE_RATE_BPS } from '../../domain/money';
import de from './2026-11/de.json';
import en from './2026-11/en.json';
import es from './2026-11/es.json';
import fr from './2026-11/fr.json';
import it from './2026-11/it.json';
import nl from './2026-11/nl.json';
import recordDe from './record/de.json';
import recordEn from './record/en.json';
import recordEs from './record/es.json';
import recordFr from './record/fr.json';
import recordIt from './record/it.json';
import recordNl from './record/nl.json';

/**
 * The wording of the engagement and fee agreement (rules in domain/fee-agreement.ts), one JSON
 * file per version and language, imported by the server (it hashes and serves the text, and
 * prints the record) so every reader gets the same bytes. A published version's files are never
 * edited: see README.md.
 */
export type FeeAgreementSection = { heading: string; body: string };
export type FeeAgreementDocument = { title: string; sections: FeeAgreementSection[] };

const TEXTS: Record<FeeAgreementVersion, Record<Language, FeeAgreementDocument>> = {
  '2026-11': { en, es, nl, de, it, fr },
};

type Terms = { fee: string; share: string };

/** `{{fee}}` and `{{share}}` in one pass, so a value can never be read as a placeholder. */
function fill(text: string, terms: Terms): string {
  return text.replace(/\{\{(fee|share)\}\}/g, (_, name: keyof Terms) => terms[name]);
}

/**
 * The agreement of a version in a language. The percentages come from the case's fee rate,
 * fixed when the case was opened (default: the firm's 20%, money.ts), never from a literal.
 */
export function feeAgreementDocument(
  version: FeeAgreementVersion,
  language: Language,
  feeRateBps: number = DEFAULT_FEE_RATE_BPS,
): FeeAgreementDocument {
  const terms = {
    fee: formatFeePercent(feeRateBps, language),
    share: formatFeePercent(10_000 - feeRateBps, language),
  };
  const { title, sections } = TEXTS[version][language];
  return {
    title: fill(title, terms),
    sections: sections.map((s) => ({ heading: fill(s.heading, terms), body: fill(s.body, terms) })),
  };
}

/**
 * The exact text whose SHA-256 an acceptance records: the title, then each section's heading
 * and body, separated by blank lines, Unicode NFC.
 */
export function canonicalFeeAgreementText(
  version: FeeAgreementVersion,
  language: Language,
  feeRateBps: number = DEFAULT_FEE_RATE_BPS,
): string {
  const { title, sections } = feeAgreementDocument(version, language, feeRateBps);
  return [title, ...sections.map((s) => `${s.heading}\n${s.body}`)].join('\n\n').normalize('NFC');
}

export type FeeAgreementRecordLabels = {
  record: string;
  acceptedBy: string;
  acceptedOn: string;
  ipAddress: string;
  browser: string;
  version: string;
  fingerprint: string;
  case: string;
};

/** The downloadable acceptance record's labels, in the accepted language (not versioned). */
export const FEE_AGREEMENT_RECORD_LABELS: Record<Language, FeeAgreementRecordLabels> = {
  en: recordEn,
  es: recordEs,
  nl: recordNl,
  de: recordDe,
  it: recordIt,
  fr: recordFr,
};
