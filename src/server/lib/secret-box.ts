import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What a sealed value is for. Each purpose gets its own key (HKDF info label), so a value sealed
 * for one use can never be opened as another, and a leak of one key exposes one kind of data.
 */
export type SecretPurpose = 'outbox-email' | 'payout-details' | 'totp-secret';

/** Sealed values start with this tag, so code (and the start-up migration) can tell them from plain text. */
const FORMAT = 'sb1';

export type SecretBox = {
  seal(plain: string): string;
  /** Throws when the value was changed, sealed for another purpose, or under another secret. */
  open(sealed: string): string;
};

export const isSealed = (value: string) => value.startsWith(`${FORMAT}.`);

/**
 * AES-256-GCM with a key derived from SESSION_SECRET by HKDF-SHA256 and the purpose label
 * (D31: a database copy alone reveals nothing). Output: `sb1.<iv>.<ciphertext>.<tag>` in
 * base64url; a fresh 96-bit IV per value. The purpose is also the authenticated data.
 */
export function secretBox(secret: string, purpose: SecretPurpose): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'recourse-secret-box', `recourse:${purpose}:v1`, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [format, iv, body, tag, ...rest] = sealed.split('.');
      if (format !== FORMAT || !iv || body === undefined || !tag || rest.length > 0) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
