import { decodeBase58 } from './base58';
import { cryptoFamily } from './crypto';
import { accept, type Normalized, refuse } from './issues';
import type { CryptoNetwork } from './options';

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * A transaction ID as an explorer or wallet shows it → one spelling per network.
 * - bitcoin: 64 hex, lowercased. A `0x` prefix is refused: no Bitcoin tool writes one, so a 0x hash
 *   is almost surely an EVM transaction entered under the wrong network.
 * - tron: 64 hex, lowercased; a `0x` prefix is accepted and dropped (TronGrid's JSON-RPC writes one,
 *   Tronscan does not: both name the same transaction).
 * - ethereum, bsc, polygon: `0x` + 64 hex, lowercased; a missing `0x` is added.
 * - solana: a base58 signature of 64 bytes, kept as typed (base58 is case-sensitive).
 * - other: 16 to 128 letters and digits, kept as typed.
 * Spaces are removed first: none of these contains one.
 */
export function normalizeTxHash(network: CryptoNetwork, input: string): Normalized {
  const hash = input.replace(/\s/g, '');
  const lower = hash.toLowerCase();
  switch (cryptoFamily(network)) {
    case 'bitcoin':
      return HEX_64.test(lower) ? accept(lower) : refuse('tx_hash');
    case 'tron': {
      const hex = lower.replace(/^0x/, '');
      return HEX_64.test(hex) ? accept(hex) : refuse('tx_hash');
    }
    case 'evm': {
      const hex = lower.replace(/^0x/, '');
      return HEX_64.test(hex) ? accept(`0x${hex}`) : refuse('tx_hash');
    }
    case 'solana':
      return decodeBase58(hash)?.length === 64 ? accept(hash) : refuse('tx_hash');
    default:
      return /^[A-Za-z0-9]{16,128}$/.test(hash) ? accept(hash) : refuse('tx_hash');
  }
}
