const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Bitcoin's base58 (Solana's addresses and signatures) → bytes, or null for a character outside
 * the alphabet (0, O, I, l). Written here rather than imported: `bs58` is only bs58check's own
 * dependency, not ours, and the decoder is a dozen lines.
 */
export function decodeBase58(text: string): Uint8Array | null {
  const bytes: number[] = []; // least significant first
  for (const char of text) {
    let carry = ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  // Each leading "1" stands for a leading zero byte, which the arithmetic above cannot show.
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...Array<number>(zeros).fill(0), ...bytes.reverse()]);
}
