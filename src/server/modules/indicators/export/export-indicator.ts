/**
 * An indicator as the exports receive it: a normalized scam destination or contact point shared
 * across cases, with what the firm knows of it in aggregate (never which clients).
 *
 * Value formats by kind: domain `example.com` (punycode); iban `DE89370400440532013000`;
 * bank_account `ACCOUNT` or `<BIC8>/<ACCOUNT>`; crypto_address `<family>:<address>` (family
 * bitcoin, evm, tron, solana or other); card_merchant an uppercase descriptor; phone E.164
 * `+4915112345678`; email a lowercase address; messenger `<platform>:<handle>`
 * (`telegram:fx_support`); app a lowercase name.
 */
export { INDICATOR_KINDS, type IndicatorKind } from '../../../../shared/domain/trail/options';

import type { IndicatorKind } from '../../../../shared/domain/trail/options';

export type ExportIndicator = {
  kind: IndicatorKind;
  value: string;
  status: 'unreviewed' | 'confirmed';
  firstSeen: Date;
  lastSeen: Date;
  /** How many cases and distinct clients reported it. */
  cases: number;
  clients: number;
  /** What clients paid to it, per currency, in cents. */
  totals: Array<{ currency: string; cents: number }>;
};

/** E.164 exactly: a plus, then 2 to 15 digits, the first not 0. */
export const E164 = /^\+[1-9]\d{1,14}$/;
