import { accept, type Normalized, refuse } from './issues';

/**
 * Free text a person reads off a screen or statement → one spelling: NFKC folds the look-alike
 * forms (full-width letters, ligatures), and runs of spaces, tabs or line breaks become one space.
 */
function foldText(input: string, toCase: (text: string) => string): string {
  // NFKC again after the case change: a few letters change case into a compatibility form.
  return toCase(input.normalize('NFKC')).normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** An app's name ("  Crypto  PRO ") → "crypto pro": names in stores are not case-sensitive. */
export function normalizeAppName(input: string): Normalized {
  const name = foldText(input, (text) => text.toLowerCase());
  return name.length >= 2 && name.length <= 100 ? accept(name) : refuse('app');
}

/**
 * A card statement's payee ("paypal *fxtrade  ltd") → "PAYPAL *FXTRADE LTD". Card networks print
 * descriptors in capitals, so uppercase is the spelling a victim sees most often.
 */
export function normalizeMerchantDescriptor(input: string): Normalized {
  const descriptor = foldText(input, (text) => text.toUpperCase());
  return descriptor.length >= 3 && descriptor.length <= 100 ? accept(descriptor) : refuse('merchant');
}
