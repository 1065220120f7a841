/**
 * The fixed choices of a victim's payment trail: how they paid, and where the scam reached them.
 * The web offers these lists and the contracts accept only them; other code keys on the codes.
 */

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'crypto', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CARD_NETWORKS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'jcb',
  'unionpay',
  'diners',
  'other',
] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/** bsc and polygon are EVM chains: their addresses are Ethereum's (see cryptoFamily). */
export const CRYPTO_NETWORKS = ['bitcoin', 'ethereum', 'bsc', 'polygon', 'tron', 'solana', 'other'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

export const CONTACT_KINDS = ['website', 'app', 'phone', 'email', 'messenger'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const MESSENGERS = [
  'whatsapp',
  'telegram',
  'signal',
  'wechat',
  'instagram',
  'facebook',
  'other',
] as const;
export type Messenger = (typeof MESSENGERS)[number];

/** What cases are linked on: the same indicator in two cases points to the same scam. */
export const INDICATOR_KINDS = [
  'domain',
  'iban',
  'bank_account',
  'crypto_address',
  'card_merchant',
  'phone',
  'email',
  'messenger',
  'app',
] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];
