import bs58check from 'bs58check';
import { describe, expect, it } from 'vitest';
import { normalizeTxHash } from './tx-hash';

describe('normalizeTxHash', () => {
  const hex = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

  it('reads Bitcoin hashes as lowercase hex without 0x', () => {
    expect(normalizeTxHash('bitcoin', hex.toUpperCase())).toEqual({ ok: true, value: hex });
    expect(normalizeTxHash('bitcoin', `0x${hex}`)).toEqual({ ok: false, issue: 'tx_hash' });
    expect(normalizeTxHash('bitcoin', hex.slice(1))).toEqual({ ok: false, issue: 'tx_hash' });
  });

  it('reads TRON hashes with or without 0x as the same', () => {
    expect(normalizeTxHash('tron', `0x${hex}`)).toEqual({ ok: true, value: hex });
    expect(normalizeTxHash('tron', hex)).toEqual({ ok: true, value: hex });
  });

  it('gives EVM hashes their 0x', () => {
    for (const input of [hex, `0x${hex}`, `0x${hex.toUpperCase()}`]) {
      expect(normalizeTxHash('ethereum', input)).toEqual({ ok: true, value: `0x${hex}` });
    }
    expect(normalizeTxHash('bsc', `0x${hex}00`)).toEqual({ ok: false, issue: 'tx_hash' });
  });

  it('reads Solana signatures as 64 bytes of base58', () => {
    const signature = bs58check.encode(new Uint8Array(60).fill(200)); // 60 bytes + 4 of checksum
    expect(normalizeTxHash('solana', signature)).toEqual({ ok: true, value: signature });
    expect(normalizeTxHash('solana', hex)).toEqual({ ok: false, issue: 'tx_hash' });
  });

  it('keeps other networks’ IDs of 16 to 128 letters and digits as typed', () => {
    expect(normalizeTxHash('other', 'AbC123def456GHI7')).toEqual({ ok: true, value: 'AbC123def456GHI7' });
    expect(normalizeTxHash('other', 'AbC123def456GHI')).toEqual({ ok: false, issue: 'tx_hash' });
    expect(normalizeTxHash('other', 'AbC123def456GHI7-')).toEqual({ ok: false, issue: 'tx_hash' });
  });
});
