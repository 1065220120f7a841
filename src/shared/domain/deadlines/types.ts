/** What a deadline rule is: the kinds of window, the payment methods and card networks it may name. */

export const DEADLINE_KINDS = ['chargeback', 'recall', 'unauthorized_claim', 'limitation'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** How the client paid, and the card networks: the payment trail's own lists (issue 21). */
export { CARD_NETWORKS, type CardNetwork, PAYMENT_METHODS, type PaymentMethod } from '../trail/options';

import { type CardNetwork, PAYMENT_METHODS } from '../trail/options';

/** 'any' exists only on rules, where it matches every method. */
export const RULE_METHODS = [...PAYMENT_METHODS, 'any'] as const;
export type RuleMethod = (typeof RULE_METHODS)[number];

export const DEADLINE_UNITS = ['calendar_days', 'business_days'] as const;
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];

/** A firm setting: the admin edits these; DEFAULT_DEADLINE_RULES is where a firm starts. */
export type DeadlineRule = {
  /** A stable slug, so a met or waived deadline stays attached to its rule across edits. */
  id: string;
  kind: DeadlineKind;
  method: RuleMethod;
  /** A card network, or null for any network. */
  network: CardNetwork | null;
  /** ISO 3166 alpha-2 of the client's country, 'EU' for any EEA country, or null for any country. */
  country: string | null;
  days: number;
  unit: DeadlineUnit;
  /** English, shown to staff. */
  label: string;
  /** Where the number comes from (rule name and section), or that it is the firm's own. */
  source: string;
};

/**
 * The European Economic Area: the 27 EU member states plus Iceland, Liechtenstein and Norway,
 * where PSD2 applies and which a rule's country 'EU' stands for. ISO codes (Greece is GR, not EL).
 */
export const EEA_COUNTRIES: readonly string[] =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(' ');
