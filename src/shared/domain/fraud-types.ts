/** Fraud type options of the free case assessment (spec §3). */
export const FRAUD_TYPES = [
  'cryptocurrency',
  'investment',
  'romance',
  'business',
  'forex',
  'binary',
  'recovery',
  'other',
] as const;
export type FraudType = (typeof FRAUD_TYPES)[number];
