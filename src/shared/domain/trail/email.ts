import { asciiHostname } from './domain';
import { accept, type Normalized, refuse } from './issues';

/** The local part's characters (RFC 5322's atext, with letters of any script for EAI addresses). */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}$/u;

/**
 * An email address → trimmed and lowercased, its domain in punycode: "Support@Bücher.DE" →
 * "support@xn--bcher-kva.de". The whole address is lowercased although a local part may in theory
 * be case-sensitive: no provider a scam would use treats it so, and two spellings must link.
 * Dots and "+tags" are kept: they may be different mailboxes, and distinct ones must never merge.
 */
export function normalizeEmail(input: string): Normalized {
  const address = input.trim().replace(/^mailto:/i, '');
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).normalize('NFC').toLowerCase();
  const domain = asciiHostname(address.slice(at + 1));
  const isLocalValid =
    at > 0 &&
    LOCAL_PART.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..');
  if (!isLocalValid || !domain) return refuse('email');
  const email = `${local}@${domain}`;
  return email.length <= 254 ? accept(email) : refuse('email');
}
