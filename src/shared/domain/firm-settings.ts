import { z } from 'zod';
import { deadlineRulesSchema } from '../contracts/deadline-rules';
import {
  EMPTY_FIRM_PROFILE,
  firmProfileSchema,
  pressMentionSchema,
  testimonialSchema,
} from '../contracts/public-site';
import { DEFAULT_DEADLINE_RULES } from './deadlines';
import { LANGUAGES, type Language } from './languages';

/**
 * Settings the firm may change (stored in firm_settings, one row per key; a missing row means
 * the default below). Every estimate or threshold a screen shows comes from here, never from a
 * literal in a component (D1, D3, D5).
 */

/** The phases that are steps of work and can carry an estimate (completed and closed cannot). */
export const ESTIMATED_STEPS = ['new', 'investigation', 'evidence', 'legal', 'recovery'] as const;
export type EstimatedStep = (typeof ESTIMATED_STEPS)[number];

export const DURATION_UNITS = ['hours', 'days', 'weeks', 'months'] as const;

/**
 * A duration range as data, so each screen words it in its own language: min 0 reads
 * "within {max} {unit}", min = max reads "{max} {unit}", otherwise "{min}–{max} {unit}".
 */
export const estimateSchema = z
  .object({
    min: z.number().int({ message: 'Use whole numbers' }).min(0, { message: 'Cannot be negative' }).max(1000),
    max: z.number().int({ message: 'Use whole numbers' }).min(1, { message: 'Must be at least 1' }).max(1000),
    unit: z.enum(DURATION_UNITS, { message: `Choose one of: ${DURATION_UNITS.join(', ')}` }),
  })
  .refine((e) => e.min <= e.max, { message: 'The minimum cannot be above the maximum', path: ['min'] });
export type Estimate = z.infer<typeof estimateSchema>;

/** null = the firm gives no estimate for that step; the screen then shows none. */
export const stepEstimatesSchema = z.object(
  Object.fromEntries(ESTIMATED_STEPS.map((s) => [s, estimateSchema.nullable()])) as Record<
    EstimatedStep,
    z.ZodNullable<typeof estimateSchema>
  >,
);
export type StepEstimates = z.infer<typeof stepEstimatesSchema>;

const threshold = z
  .number()
  .int({ message: 'Use a whole number' })
  .min(1, { message: 'Must be at least 1' })
  .max(1_000_000);

/** Far more than a landing page shows; a longer list is a mistake, not content. */
export const MAX_LANDING_ENTRIES = 30;

/**
 * What the landing page publishes in one language (D20): testimonials given with written consent
 * and press mentions with https links, under the same rules as the files in CONTENT_DIR.
 */
export const landingContentEntrySchema = z.object({
  testimonials: z.array(testimonialSchema).max(MAX_LANDING_ENTRIES),
  press: z.array(pressMentionSchema).max(MAX_LANDING_ENTRIES),
});
export type LandingContentEntry = z.infer<typeof landingContentEntrySchema>;

/**
 * Issue 7 item 8: landing content edited in the console, per language. A language present here
 * is published from here (even when both lists are empty: the firm chose to publish nothing);
 * a language absent is published from its files, as before. No fallback between languages:
 * a quote is published in the words the person agreed to.
 */
export const landingContentSchema = z.partialRecord(z.enum(LANGUAGES), landingContentEntrySchema);
export type LandingContent = Partial<Record<Language, LandingContentEntry>>;

export const firmSettingsSchema = z.object({
  stepEstimates: stepEstimatesSchema,
  /** Issue 4 (D5): a public figure about cases stays hidden until this many cases back it. */
  publicStatsMinCases: threshold,
  /** Issue 4 (D5): the public average rating stays hidden until this many ratings exist. */
  publicStatsMinRatings: threshold,
  /** D3: the lawyer analytics' success-rate target, in percent. */
  successRateTarget: z.number().min(0, { message: 'Enter 0–100' }).max(100, { message: 'Enter 0–100' }),
  /** D3: the lawyer analytics' target for average recovery time, in days. */
  averageRecoveryDaysTarget: z.number().int({ message: 'Use a whole number' }).min(1).max(3650),
  /**
   * Issue 7: the firm's monthly target for fees earned, in major units of the default currency;
   * null = no target, and the financials hide the target progress rather than invent one.
   */
  monthlyRevenueTarget: z
    .number()
    .min(0, { message: 'Cannot be negative' })
    .max(1_000_000_000, { message: 'Enter at most 1,000,000,000' })
    .nullable(),
  /**
   * Issue 15: the most documents one case may hold. Each is at most 10 MB (D17); the cap stops one
   * account filling the firm's storage. Raised here when a large case needs more.
   */
  caseMaxDocuments: z
    .number()
    .int({ message: 'Use a whole number' })
    .min(1, { message: 'Must be at least 1' })
    .max(10_000, { message: 'Enter at most 10,000' }),
  /**
   * Issue 15: the most one case's documents may take together, in MB (1 MB = 1,048,576 bytes, as
   * the 10 MB file limit). At least 10, so one file of the largest size always fits.
   */
  caseMaxStorageMb: z
    .number()
    .int({ message: 'Use a whole number' })
    .min(10, { message: 'Must be at least 10' })
    .max(100_000, { message: 'Enter at most 100,000' }),
  /**
   * Issue 19: a client's trust balance untouched for this many whole months is listed as funds left
   * behind, to follow up with the client and, in the end, to report as unclaimed (docs/ledger.md).
   */
  dormantBalanceMonths: z
    .number()
    .int({ message: 'Use a whole number' })
    .min(1, { message: 'Must be at least 1' })
    .max(120, { message: 'Enter at most 120' }),
  /** Issue 4: the firm's published identity (GET /api/public/firm); saved as a whole, never merged. */
  firmProfile: firmProfileSchema,
  /** Issue 7: testimonials and press mentions per language, preferred over the files (D20). */
  landingContent: landingContentSchema,
  /** Issue 18 (D27): clients too must add a second factor (staff always must). */
  clientsMustUseSecondFactor: z.boolean(),
  /**
   * Issue 19 (four eyes on money out): a withdrawal above this amount (in its own currency, major
   * units) is marked paid by someone other than the person who approved it. 0 = every withdrawal.
   */
  payoutSecondPersonAbove: z
    .number()
    .min(0, { message: 'Cannot be negative' })
    .max(1_000_000_000, { message: 'Enter at most 1,000,000,000' }),
  /**
   * Issue 21 item 3: the windows a payment opens (chargebacks, recalls, claims, limitation) and
   * their lengths; saved as a whole list, never merged (docs/deadline-defaults.md).
   */
  deadlineRules: deadlineRulesSchema,
});
export type FirmSettings = z.infer<typeof firmSettingsSchema>;
export type FirmSettingKey = keyof FirmSettings;
export const FIRM_SETTING_KEYS = Object.keys(firmSettingsSchema.shape) as FirmSettingKey[];

/**
 * Defaults. The three step estimates are the firm's own published process (spec §2 landing:
 * analysis within 2 hours, investigation 1–3 days, legal proceedings 2–8 weeks). The spec gives
 * none for evidence collection or asset recovery, and recovery depends on banks and courts, so
 * those ship as "no estimate" rather than an invented figure. Targets are the spec's analytics
 * targets (85%, 60 days), shown as targets, never as achieved results. Thresholds are ours: a
 * figure from fewer records would say more about chance than about the firm.
 */
export const DEFAULT_FIRM_SETTINGS: FirmSettings = {
  stepEstimates: {
    new: { min: 0, max: 2, unit: 'hours' },
    investigation: { min: 1, max: 3, unit: 'days' },
    evidence: null,
    legal: { min: 2, max: 8, unit: 'weeks' },
    recovery: null,
  },
  publicStatsMinCases: 20,
  publicStatsMinRatings: 10,
  successRateTarget: 85,
  averageRecoveryDaysTarget: 60,
  monthlyRevenueTarget: null,
  // Ours (issue 15): 200 files of a typical 2.5 MB; a real fraud case rarely needs more.
  caseMaxDocuments: 200,
  caseMaxStorageMb: 500,
  // Ours (issue 19): a year; each firm sets the period its own trust-account rules require.
  dormantBalanceMonths: 12,
  // Empty until the firm fills it in: the pages say "not published yet" rather than invent one.
  firmProfile: EMPTY_FIRM_PROFILE,
  // Nothing edited here yet: every language is published from its files, if any (D20).
  landingContent: {},
  // D27 makes the second factor a choice for clients; a firm may make it a rule.
  clientsMustUseSecondFactor: false,
  // Issue 19: "default: always" — two people for every payout until the firm sets a threshold.
  payoutSecondPersonAbove: 0,
  // Issue 21: published scheme rules where there are any, the firm's own where not (each says which).
  deadlineRules: DEFAULT_DEADLINE_RULES,
};

/**
 * PUT /api/admin/settings: any of the keys; step estimates merge per step, so a form may send
 * one step alone; landing content merges per language, null handing a language back to its files.
 * Unknown keys are refused, so a typo is not silently dropped.
 */
export const updateFirmSettingsSchema = firmSettingsSchema
  .extend({
    stepEstimates: stepEstimatesSchema.partial(),
    landingContent: z.partialRecord(z.enum(LANGUAGES), landingContentEntrySchema.nullable()),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one setting to change' });
export type UpdateFirmSettings = z.infer<typeof updateFirmSettingsSchema>;

/** The landing content after an update: languages sent replace theirs, null removes one. */
export function mergeLandingContent(
  before: LandingContent,
  update: UpdateFirmSettings['landingContent'],
): LandingContent {
  const after: LandingContent = { ...before };
  for (const language of LANGUAGES) {
    const entry = update?.[language];
    if (entry === null) delete after[language];
    else if (entry !== undefined) after[language] = entry;
  }
  return after;
}

/** Stored rows → settings: each known key parsed on its own; a bad or missing row is the default. */
export function settingsFromRows(rows: { key: string; value: unknown }[]): FirmSettings {
  const settings: Record<string, unknown> = structuredClone(DEFAULT_FIRM_SETTINGS);
  for (const { key, value } of rows) {
    if (!(FIRM_SETTING_KEYS as string[]).includes(key)) continue;
    const schema = firmSettingsSchema.shape[key as FirmSettingKey];
    const parsed = schema.safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as FirmSettings;
}
