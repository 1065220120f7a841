import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { validate as isBitcoinAddress, Network } from 'bitcoin-address-validation';
import bs58check from 'bs58check';
import { decodeBase58 } from './base58';
import { accept, type Normalized, refuse } from './issues';
import type { CryptoNetwork } from './options';

/** Chains whose addresses are the same keys: one indicator family across them. */
export type CryptoFamily = 'bitcoin' | 'evm' | 'tron' | 'solana' | 'other';

/** ethereum, bsc and polygon share one address space: one key controls 0x… on each of them. */
export function cryptoFamily(network: CryptoNetwork): CryptoFamily {
  if (network === 'ethereum' || network === 'bsc' || network === 'polygon') return 'evm';
  return network;
}

export const isEvmNetwork = (network: CryptoNetwork): boolean => cryptoFamily(network) === 'evm';

/** EIP-55: each hex letter is capitalised where the keccak-256 of the lowercase address has a nibble ≥ 8. */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  const letters = [...hex].map((char, i) =>
    Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char,
  );
  return `0x${letters.join('')}`;
}

/**
 * Bitcoin mainnet: P2PKH (1…), P2SH (3…), SegWit v0 and taproot (bc1q…, bc1p…). A `bitcoin:` link
 * from a QR code is reduced to its address. Bech32 is case-insensitive, so it is lowercased; base58
 * is case-sensitive and kept as typed.
 */
function normalizeBitcoinAddress(input: string): Normalized {
  const address = input.replace(/^bitcoin:/i, '').replace(/\?.*$/, '');
  if (!isBitcoinAddress(address, Network.mainnet)) return refuse('btc_address');
  return accept(/^bc1/i.test(address) ? address.toLowerCase() : address);
}

/** All-lowercase and all-uppercase hex carry no checksum; mixed case must be EIP-55's. → lowercase. */
function normalizeEvmAddress(address: string): Normalized {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return refuse('evm_format');
  const hex = address.slice(2);
  const isOneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!isOneCase && toChecksumAddress(address) !== address) return refuse('evm_checksum');
  return accept(address.toLowerCase());
}

/** TRON: base58check of 0x41 and a 20-byte account, which always reads T…. */
function normalizeTronAddress(address: string): Normalized {
  const payload = address.startsWith('T') ? bs58check.decodeUnsafe(address) : undefined;
  return payload?.length === 21 && payload[0] === 0x41 ? accept(address) : refuse('tron_address');
}

/** Solana: a 32-byte public key in base58, no checksum, case-sensitive. */
function normalizeSolanaAddress(address: string): Normalized {
  return decodeBase58(address)?.length === 32 ? accept(address) : refuse('solana_address');
}

/**
 * A wallet address on a network → its canonical spelling. Spaces (from copying across lines) are
 * removed everywhere; no address contains one. Other networks are only shape-checked, kept as typed.
 */
export function normalizeCryptoAddress(network: CryptoNetwork, input: string): Normalized {
  const address = input.replace(/\s/g, '');
  switch (cryptoFamily(network)) {
    case 'bitcoin':
      return normalizeBitcoinAddress(address);
    case 'evm':
      return normalizeEvmAddress(address);
    case 'tron':
      return normalizeTronAddress(address);
    case 'solana':
      return normalizeSolanaAddress(address);
    default:
      return /^[A-Za-z0-9:_-]{8,120}$/.test(address) ? accept(address) : refuse('crypto_address');
  }
}
