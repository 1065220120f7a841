import { describe, expect, it } from 'vitest';
import { isSealed, secretBox } from './secret-box';

const SECRET = 'a-session-secret-of-at-least-32-characters!';
const box = secretBox(SECRET, 'outbox-email');
const LINK = 'https://portal.firm.test/set-password?token=abcDEF123_-&as=client';

/** Flips one character of the base64url part at `index` (1 iv, 2 ciphertext, 3 tag). */
function tamper(sealed: string, index: number) {
  const parts = sealed.split('.');
  const part = parts[index]!;
  parts[index] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
  return parts.join('.');
}

describe('secret box', () => {
  it('round-trips text, and the sealed form shows none of it', () => {
    const sealed = box.seal(LINK);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('abcDEF123');
    expect(sealed).not.toContain('set-password');
    expect(box.open(sealed)).toBe(LINK);
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('Grüße • NL91 ABNA 0417 1643 00'))).toBe('Grüße • NL91 ABNA 0417 1643 00');
  });

  it('seals the same text differently each time (fresh IV)', () => {
    expect(box.seal(LINK)).not.toBe(box.seal(LINK));
  });

  it('detects tampering with the IV, the ciphertext or the tag', () => {
    const sealed = box.seal(LINK);
    for (const index of [1, 2, 3]) expect(() => box.open(tamper(sealed, index))).toThrow();
    expect(() => box.open('sb1.x.y')).toThrow('not a sealed value');
    expect(() => box.open(LINK)).toThrow('not a sealed value');
  });

  it('cannot be opened with another secret or for another purpose', () => {
    const sealed = box.seal(LINK);
    expect(() => secretBox(`${SECRET}x`, 'outbox-email').open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'payout-details').open(sealed)).toThrow();
    expect(secretBox(SECRET, 'outbox-email').open(sealed)).toBe(LINK);
  });
});
