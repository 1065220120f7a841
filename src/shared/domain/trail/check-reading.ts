import type { CheckableKind } from '../public-check';
import { normalizeIban } from './bank';
import { cryptoFamily, normalizeCryptoAddress } from './crypto';
import { normalizeDomain } from './domain';
import { normalizeEmail } from './email';
import type { Normalized } from './issues';
import { normalizeMessenger } from './messenger';
import type { CryptoNetwork } from './options';

export type CheckCandidate = { kind: CheckableKind; value: string };

/** Why a visitor's text is no indicator: the three a person can fix get their own words. */
export type UnreadableReason = 'phone_country' | 'iban_checksum' | 'evm_checksum' | 'unreadable';

export type CheckReading =
  | { ok: true; candidates: CheckCandidate[] }
  | { ok: false; reason: UnreadableReason };

/** One network per address family: every EVM chain gives the same `evm:` value. */
const WALLET_NETWORKS: readonly CryptoNetwork[] = ['bitcoin', 'ethereum', 'tron', 'solana'];

/**
 * One free-text value from the public check → every indicator it can be, in the indicators'
 * own spelling (indicators.ts), so "https://www.Example.com/login", a spaced IBAN, an EIP-55 or
 * lowercase address and "0044 20…" all find the row a case created. Each reading is tried, not
 * guessed from the shape: a text that is two things is looked up as both. A phone number needs
 * its country code (+ or 00): a national number could belong to any country.
 */
export function readCheckValue(input: string): CheckReading {
  const text = input.trim();
  const candidates: CheckCandidate[] = [];
  const add = (kind: CheckableKind, result: Normalized) => {
    if (result.ok) candidates.push({ kind, value: result.value });
  };

  const iban = normalizeIban(text);
  add('iban', iban);
  let evm: Normalized | undefined;
  for (const network of WALLET_NETWORKS) {
    const address = normalizeCryptoAddress(network, text);
    if (network === 'ethereum') evm = address;
    if (address.ok) add('crypto_address', { ok: true, value: `${cryptoFamily(network)}:${address.value}` });
  }
  // WhatsApp's reading of a number: a phone number as typed, or the number of a wa.me link.
  const phone = normalizeMessenger('whatsapp', text);
  add('phone', phone.ok ? { ok: true, value: phone.value } : phone);
  add('email', normalizeEmail(text));
  add('domain', normalizeDomain(text));

  if (candidates.length > 0) return { ok: true, candidates };
  if (!phone.ok && phone.issue === 'phone_country') return { ok: false, reason: 'phone_country' };
  if (!iban.ok && iban.issue === 'iban_checksum') return { ok: false, reason: 'iban_checksum' };
  if (evm && !evm.ok && evm.issue === 'evm_checksum') return { ok: false, reason: 'evm_checksum' };
  return { ok: false, reason: 'unreadable' };
}
