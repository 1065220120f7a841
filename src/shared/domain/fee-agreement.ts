import type { Language } from './languages';
import type { Phase } from './phases';

/**
 * The rules of the engagement and fee agreement a client accepts before their case leaves phase
 * `new` (ABA Model Rule 1.5(c): a contingent fee in writing, how it is computed, what the client
 * owes whether or not anything is recovered). Its wording, per version and language, is in
 * src/shared/content/fee-agreement/; the server hashes the canonical text
 * (modules/cases/fee-agreement-text.ts), the portal shows it.
 *
 * A published version is never edited: a change of wording is a new version, because every
 * acceptance stores the SHA-256 of the exact text accepted (a unit test pins the hashes).
 */
export const FEE_AGREEMENT_VERSION = '2026-11';
export const FEE_AGREEMENT_VERSIONS = [FEE_AGREEMENT_VERSION] as const;
export type FeeAgreementVersion = (typeof FEE_AGREEMENT_VERSIONS)[number];

/** "20%" / "20 %": the glossary's spacing per language (UI.md), decimal comma outside English. */
export function formatFeePercent(rateBps: number, language: Language): string {
  const number = String(rateBps / 100);
  const localised = language === 'en' ? number : number.replace('.', ',');
  return ['es', 'de', 'fr'].includes(language) ? `${localised} %` : `${localised}%`;
}

export function isFeeAgreementVersion(version: string): version is FeeAgreementVersion {
  return (FEE_AGREEMENT_VERSIONS as readonly string[]).includes(version);
}

/**
 * Whether a phase change needs the client's accepted fee agreement: the firm starts working on a
 * case (leaves `new`, or reopens a `closed` one) only under a signed agreement. Declining a case
 * (`closed`) or putting it back to `new` never does.
 */
export function isFeeAgreementNeededFor(from: Phase, to: Phase): boolean {
  return (from === 'new' || from === 'closed') && to !== 'new' && to !== 'closed';
}

/**
 * Case-, accent- and spacing-insensitive form of a name: "  élise  MARTIN " → "elise martin".
 * ß folds to ss, as upper case writes it ("STRAUSS" is Strauß).
 */
export function normaliseSignedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the typed name is the client's first and last name (case, accents, spacing aside). */
export function isClientsFullName(typed: string, firstName: string, lastName: string): boolean {
  return normaliseSignedName(typed) === normaliseSignedName(`${firstName} ${lastName}`);
}
