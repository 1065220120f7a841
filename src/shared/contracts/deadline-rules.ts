import { z } from 'zod';
import {
  CARD_NETWORKS,
  DEADLINE_KINDS,
  DEADLINE_UNITS,
  type DeadlineRule,
  RULE_METHODS,
} from '../domain/deadlines';
import { isCountryCode } from '../domain/iso-countries';
import { text } from './text';

/**
 * The firm's deadline rules as the admin settings form edits them and the API stores them. What
 * the fields mean and the defaults are in domain/deadlines (docs/deadline-defaults.md).
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The refinements' own English texts, so the server can word them in the reader's language (D29). */
export const DEADLINE_RULE_ISSUES = {
  country: 'Use a two-letter uppercase ISO country code such as DE, or EU for every EEA country',
  duplicateId: 'Another rule already has this id',
} as const;

export const deadlineRuleSchema = z.object({
  id: text().max(60, { message: 'Use at most 60 characters for the id' }).regex(SLUG, {
    message: 'Use lowercase letters, digits and single hyphens, such as visa-fraud-chargeback',
  }),
  kind: z.enum(DEADLINE_KINDS, { message: 'Choose a kind of deadline' }),
  method: z.enum(RULE_METHODS, { message: 'Choose a payment method' }),
  network: z.enum(CARD_NETWORKS, { message: 'Choose a card network' }).nullable(),
  // Refused rather than uppercased: the settings list shows a rule exactly as it is stored.
  country: text()
    .refine((code) => code === 'EU' || (/^[A-Z]{2}$/.test(code) && isCountryCode(code)), {
      message: DEADLINE_RULE_ISSUES.country,
    })
    .nullable(),
  days: z
    .number({ message: 'Enter a number of days' })
    .int({ message: 'Enter a whole number of days' })
    .min(1, { message: 'Use at least 1 day' })
    .max(3650, { message: 'Use at most 3650 days (10 years)' }),
  unit: z.enum(DEADLINE_UNITS, { message: 'Choose calendar days or business days' }),
  label: text()
    .trim()
    .min(1, { message: 'Label is required' })
    .max(120, { message: 'Use at most 120 characters for the label' }),
  source: text()
    .trim()
    .min(1, { message: 'Say where the number comes from' })
    .max(300, { message: 'Use at most 300 characters for the source' }),
});

export const deadlineRulesSchema = z
  .array(deadlineRuleSchema)
  .min(1, { message: 'Keep at least one rule' })
  .max(100, { message: 'Use at most 100 rules' })
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(rule.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: DEADLINE_RULE_ISSUES.duplicateId });
      }
      seen.add(rule.id);
    });
  });

// The domain's DeadlineRule and this schema describe one shape: a change to either fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof deadlineRuleSchema>, DeadlineRule> = true;
void sameShape;
