import { normalizeAccountNumber, normalizeBic, normalizeIban } from './bank';
import { cryptoFamily, normalizeCryptoAddress } from './crypto';
import { normalizeDomain } from './domain';
import { normalizeEmail } from './email';
import type { Normalized, TrailIssue } from './issues';
import { normalizeMessenger } from './messenger';
import { normalizeAppName, normalizeMerchantDescriptor } from './names';
import {
  type ContactKind,
  CRYPTO_NETWORKS,
  type CryptoNetwork,
  type IndicatorKind,
  type Messenger,
} from './options';
import { normalizePhone } from './phone';

/**
 * Where a scam took money or reached a victim, in the one spelling two cases must share to be
 * linked. The values (a contract with the code that links cases):
 * - domain `example.com`; iban `DE89370400440532013000`; phone E.164 `+442079460958`;
 * - bank_account `ACCOUNT`, or `DEUTDEFF/ACCOUNT` (the BIC's bank and country, 8 characters) with a BIC;
 * - crypto_address `<family>:<address>`, family bitcoin | evm | tron | solana | other; every EVM
 *   chain gives `evm:0x…` in lowercase, since one key controls that address on each of them;
 * - card_merchant the uppercase descriptor; email the lowercased, punycoded address;
 * - messenger `<platform>:<handle>` (`telegram:fx_support`); app the lowercased name.
 */
export type Indicator = { kind: IndicatorKind; value: string };

/** A payment's destination fields as typed (or as stored: null for absent). */
export type PaymentDestination = {
  method: string;
  cardNetwork?: string | null;
  merchantDescriptor?: string | null;
  iban?: string | null;
  accountNumber?: string | null;
  bic?: string | null;
  cryptoNetwork?: string | null;
  walletAddress?: string | null;
};

const normalizedValue = (result: Normalized | undefined): string | undefined =>
  result?.ok ? result.value : undefined;
const isCryptoNetwork = (network: string): network is CryptoNetwork =>
  (CRYPTO_NETWORKS as readonly string[]).includes(network);

function bankIndicator(p: PaymentDestination): Indicator | null {
  const iban = normalizedValue(p.iban ? normalizeIban(p.iban) : undefined);
  if (iban) return { kind: 'iban', value: iban };
  const account = normalizedValue(p.accountNumber ? normalizeAccountNumber(p.accountNumber) : undefined);
  if (!account) return null;
  // The branch suffix is left out: one bank's accounts are numbered across its branches.
  const bank = normalizedValue(p.bic ? normalizeBic(p.bic) : undefined)?.slice(0, 8);
  return { kind: 'bank_account', value: bank ? `${bank}/${account}` : account };
}

/**
 * The indicators of one payment: card → card_merchant; bank_transfer → iban when it is valid, else
 * bank_account; crypto → crypto_address; cash and other → none. Fields that do not normalize are
 * skipped rather than reported (a BIC that does not, leaves the account alone): refusing them is
 * paymentInputSchema's job, and a stored record from before a rule changed must still be readable.
 */
export function indicatorsOfPayment(p: PaymentDestination): Indicator[] {
  let indicator: Indicator | null = null;
  if (p.method === 'card' && p.merchantDescriptor) {
    const descriptor = normalizedValue(normalizeMerchantDescriptor(p.merchantDescriptor));
    if (descriptor) indicator = { kind: 'card_merchant', value: descriptor };
  } else if (p.method === 'bank_transfer') {
    indicator = bankIndicator(p);
  } else if (
    p.method === 'crypto' &&
    p.cryptoNetwork &&
    p.walletAddress &&
    isCryptoNetwork(p.cryptoNetwork)
  ) {
    const address = normalizedValue(normalizeCryptoAddress(p.cryptoNetwork, p.walletAddress));
    if (address) indicator = { kind: 'crypto_address', value: `${cryptoFamily(p.cryptoNetwork)}:${address}` };
  }
  return indicator ? [indicator] : [];
}

/** A contact point as typed; defaultCountry places phone numbers typed without +. */
export type ContactDetails = {
  kind: ContactKind;
  value: string;
  messenger?: Messenger;
  defaultCountry?: string;
};

export type NormalizedIndicator = { ok: true; indicator: Indicator } | { ok: false; issue: TrailIssue };

function asIndicator(kind: IndicatorKind, result: Normalized): NormalizedIndicator {
  return result.ok ? { ok: true, indicator: { kind, value: result.value } } : result;
}

/** A contact point → its indicator, or why it cannot be one (contactInputSchema reports it). */
export function normalizeContact(c: ContactDetails): NormalizedIndicator {
  switch (c.kind) {
    case 'website':
      return asIndicator('domain', normalizeDomain(c.value));
    case 'app':
      return asIndicator('app', normalizeAppName(c.value));
    case 'phone':
      return asIndicator('phone', normalizePhone(c.value, c.defaultCountry));
    case 'email':
      return asIndicator('email', normalizeEmail(c.value));
    case 'messenger': {
      if (!c.messenger) return { ok: false, issue: 'messenger_required' };
      const result = normalizeMessenger(c.messenger, c.value, c.defaultCountry);
      return result.ok ? { ok: true, indicator: { kind: result.kind, value: result.value } } : result;
    }
  }
}

/** A contact point's indicator, or null when it does not normalize (see indicatorsOfPayment). */
export function indicatorOfContact(c: ContactDetails): Indicator | null {
  const result = normalizeContact(c);
  return result.ok ? result.indicator : null;
}
