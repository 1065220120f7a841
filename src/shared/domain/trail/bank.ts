import { electronicFormatIBAN, isValidBIC, ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { accept, type Normalized, refuse } from './issues';

/** What ibantools reports when the shape is right but a check digit is not: a typo, not a non-IBAN. */
const CHECK_DIGIT_ERRORS: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
];

/**
 * An IBAN as typed ("de89 3704-0044…") → its electronic format "DE89370400440532013000". The
 * country's registered length and BBAN pattern make `iban_format`; a right shape failing mod-97
 * (or the country's own account check digits, as France's RIB key) makes `iban_checksum`.
 */
export function normalizeIban(input: string): Normalized {
  const iban = electronicFormatIBAN(input.replace(/[\s-]/g, '')) ?? '';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban)) return refuse('iban_format');
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return accept(iban);
  const isTypo = errorCodes.every((code) => CHECK_DIGIT_ERRORS.includes(code));
  return refuse(isTypo ? 'iban_checksum' : 'iban_format');
}

/** A BIC (SWIFT code) → uppercase, 8 or 11 characters, with a real country in letters 5–6. */
export function normalizeBic(input: string): Normalized {
  const bic = input.replace(/\s/g, '').toUpperCase();
  return /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic) ? accept(bic) : refuse('bic');
}

/**
 * A domestic account number (where there is no IBAN: US, UK, Asia…) → uppercase with the
 * separators banks print (spaces, dashes, dots, slashes) removed, so "12-34.56" and "123456" link.
 */
export function normalizeAccountNumber(input: string): Normalized {
  const account = input.replace(/[\s\-./]/g, '').toUpperCase();
  return /^[A-Z0-9]{4,34}$/.test(account) ? accept(account) : refuse('account_number');
}
