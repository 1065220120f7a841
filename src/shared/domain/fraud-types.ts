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

/** The English case title a new case gets from its fraud type, the same whoever opens it. */
export const FRAUD_TITLES: Record<FraudType, string> = {
  cryptocurrency: 'Cryptocurrency fraud',
  investment: 'Investment fraud',
  romance: 'Romance fraud',
  business: 'Business fraud',
  forex: 'Forex fraud',
  binary: 'Binary options fraud',
  recovery: 'Recovery scam',
  other: 'Fraud',
};
