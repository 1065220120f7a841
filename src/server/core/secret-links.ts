import { type SecretBox, secretBox } from '../lib/secret-box';

/**
 * D31: a link carrying a token (set password, invitation, email confirmation, sign-in, password
 * reset …) is never stored readable. THE ONE WAY to send one: pass it to enqueueEmail / notify
 * wrapped as `secretLink(url)`. The outbox then keeps the body with the link masked for admins,
 * and the real body sealed (lib/secret-box, 'outbox-email'); only the outbox worker opens it.
 *
 * As a safety net, enqueueEmail treats any plain string parameter that contains a URL with a
 * token-like parameter (token, *_token, code, key, secret, sig, signature, otp) the same way.
 */
export class SecretLink {
  constructor(readonly url: string) {}
}

export const secretLink = (url: string | URL) => new SecretLink(url.toString());

/**
 * D31 for a code typed rather than clicked (the emailed sign-in code): it signs someone in just
 * as a link would, so admins see only the mask and the real text is sealed, like a SecretLink.
 */
export class SecretCode {
  constructor(readonly code: string) {}
}

export const secretCode = (code: string) => new SecretCode(code);

export const LINK_MASK = '••••••';

/** A URL query/fragment parameter that carries a secret, with its value (group 2). */
const TOKEN_PARAM = /([?&#;](?:[a-z_]*token|code|key|secret|sig|signature|otp)=)([^&#\s]+)/gi;
/** The same inside a larger text: an http(s) URL with such a parameter. */
const URL_WITH_TOKEN =
  /https?:\/\/\S*[?&#;](?:[a-z_]*token|code|key|secret|sig|signature|otp)=(?!••••••)[^&#\s]+/i;

export const carriesToken = (text: string) => URL_WITH_TOKEN.test(text);

/** `https://…/set-password?token=••••••&as=client`; a token in the path masks the last segment. */
export function maskLink(url: string): string {
  const masked = url.replace(TOKEN_PARAM, `$1${LINK_MASK}`);
  if (masked !== url) return masked;
  return url.replace(/\/[^/?#\s]+(?=[?#]|$)/, `/${LINK_MASK}`);
}

/** Masks every token-carrying URL inside a text (the safety net for plain parameters). */
export const maskTokensIn = (text: string) => text.replace(TOKEN_PARAM, `$1${LINK_MASK}`);

/**
 * The box the outbox seals with, a pure function of the session secret: buildApp makes it once
 * (app.deps.mail.sealer, core/emails.ts mailSetup) and hands it to whatever writes or sends mail.
 */
export const outboxSealer = (sessionSecret: string): SecretBox => secretBox(sessionSecret, 'outbox-email');
