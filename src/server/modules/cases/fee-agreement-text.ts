import { createHash } from 'node:crypto';
import { canonicalFeeAgreementText, feeAgreementDocument } from '../../../shared/content/fee-agreement';
import { type FeeAgreementVersion, isFeeAgreementVersion } from '../../../shared/domain/fee-agreement';
import type { Language } from '../../../shared/domain/languages';

/** SHA-256 (hex) of the canonical text of a version in a language at a fee rate. */
export function feeAgreementSha256(version: FeeAgreementVersion, language: Language, feeRateBps: number) {
  return createHash('sha256')
    .update(canonicalFeeAgreementText(version, language, feeRateBps), 'utf8')
    .digest('hex');
}

/** The text of a stored acceptance. Versions are never removed, so an unknown one is a bug. */
export function acceptedFeeAgreementText(version: string, language: Language, feeRateBps: number) {
  if (!isFeeAgreementVersion(version)) throw new Error(`unknown fee agreement version ${version}`);
  return feeAgreementDocument(version, language, feeRateBps);
}
