/**
 * The firm's word on an indicator (issue 21). Unreviewed links cases like a confirmed one does;
 * only a confirmed one may answer the public check; a false match links nothing (a shared
 * payment processor or a common app name, say) until someone reviews it again.
 */
export const INDICATOR_STATUSES = ['unreviewed', 'confirmed', 'false_match'] as const;
export type IndicatorStatus = (typeof INDICATOR_STATUSES)[number];

/** A status a person may set: back to unreviewed included, each with a reason. */
export const linksThrough = (status: IndicatorStatus): boolean => status !== 'false_match';
