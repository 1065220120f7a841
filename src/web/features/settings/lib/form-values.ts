import type { FirmProfile, PressMention, Testimonial } from '@shared/contracts/public-site';
import type { DeadlineRule } from '@shared/domain/deadlines';
import {
  type DURATION_UNITS,
  ESTIMATED_STEPS,
  type FirmSettings,
  type LandingContentEntry,
  type StepEstimates,
} from '@shared/domain/firm-settings';
import type { FieldPath } from './settings-resolver';

/**
 * Settings ↔ form values. Inputs hold text (an empty number field is '', not 0), so each section
 * turns its text into the API's payload before the shared schema checks it; an empty number
 * becomes NaN and is refused as "enter a number" rather than silently read as zero.
 */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const toText = (value: number | null) => (value === null ? '' : String(value));
const joinPath = (path: FieldPath) => path.map(String).join('.');

// ── Firm identity: lists of strings become lists of rows, as field arrays need objects ──
export type FirmProfileForm = Omit<FirmProfile, 'officialDomains'> & { officialDomains: { value: string }[] };
export const firmProfileToForm = (p: FirmProfile): FirmProfileForm => ({
  ...p,
  barRegistrations: p.barRegistrations.map((b) => ({ ...b })),
  officialDomains: p.officialDomains.map((value) => ({ value })),
});
export const firmProfileFromForm = (f: FirmProfileForm): unknown => ({
  ...f,
  officialDomains: f.officialDomains.map((d) => d.value),
});
/** ['officialDomains', 2] → 'officialDomains.2.value'; every other path is the field's own. */
export const firmProfileField = (path: FieldPath) =>
  path[0] === 'officialDomains' && path.length === 2
    ? `officialDomains.${String(path[1])}.value`
    : joinPath(path);

// ── Step estimates: "give an estimate" on or off, and the range as text ──
export type Unit = (typeof DURATION_UNITS)[number];
export type StepForm = { shown: boolean; min: string; max: string; unit: Unit };
export type StepEstimatesForm = Record<(typeof ESTIMATED_STEPS)[number], StepForm>;
export const estimatesToForm = (e: StepEstimates): StepEstimatesForm =>
  Object.fromEntries(
    ESTIMATED_STEPS.map((step) => {
      const range = e[step];
      const form: StepForm = range
        ? { shown: true, min: String(range.min), max: String(range.max), unit: range.unit }
        : { shown: false, min: '', max: '', unit: 'days' };
      return [step, form];
    }),
  ) as StepEstimatesForm;
export const estimatesFromForm = (f: StepEstimatesForm): unknown =>
  Object.fromEntries(
    ESTIMATED_STEPS.map((step) => {
      const s = f[step];
      return [step, s.shown ? { min: toNumber(s.min), max: toNumber(s.max), unit: s.unit } : null];
    }),
  );
export const plainField = joinPath;

// ── Targets and thresholds: numbers as text; the revenue target's empty text means "no target" ──
export type TargetsForm = {
  successRateTarget: string;
  averageRecoveryDaysTarget: string;
  monthlyRevenueTarget: string;
};
export const targetsToForm = (s: FirmSettings): TargetsForm => ({
  successRateTarget: toText(s.successRateTarget),
  averageRecoveryDaysTarget: toText(s.averageRecoveryDaysTarget),
  monthlyRevenueTarget: toText(s.monthlyRevenueTarget),
});
export const targetsFromForm = (f: TargetsForm): unknown => ({
  successRateTarget: toNumber(f.successRateTarget),
  averageRecoveryDaysTarget: toNumber(f.averageRecoveryDaysTarget),
  monthlyRevenueTarget: f.monthlyRevenueTarget.trim() === '' ? null : toNumber(f.monthlyRevenueTarget),
});

export type ThresholdsForm = { publicStatsMinCases: string; publicStatsMinRatings: string };
export const thresholdsToForm = (s: FirmSettings): ThresholdsForm => ({
  publicStatsMinCases: toText(s.publicStatsMinCases),
  publicStatsMinRatings: toText(s.publicStatsMinRatings),
});
export const thresholdsFromForm = (f: ThresholdsForm): unknown => ({
  publicStatsMinCases: toNumber(f.publicStatsMinCases),
  publicStatsMinRatings: toNumber(f.publicStatsMinRatings),
});

export type UploadQuotaForm = { caseMaxDocuments: string; caseMaxStorageMb: string };
export const uploadQuotaToForm = (s: FirmSettings): UploadQuotaForm => ({
  caseMaxDocuments: toText(s.caseMaxDocuments),
  caseMaxStorageMb: toText(s.caseMaxStorageMb),
});
export const uploadQuotaFromForm = (f: UploadQuotaForm): unknown => ({
  caseMaxDocuments: toNumber(f.caseMaxDocuments),
  caseMaxStorageMb: toNumber(f.caseMaxStorageMb),
});

export type DormantBalancesForm = { dormantBalanceMonths: string };
export const dormantBalancesToForm = (s: FirmSettings): DormantBalancesForm => ({
  dormantBalanceMonths: toText(s.dormantBalanceMonths),
});
export const dormantBalancesFromForm = (f: DormantBalancesForm): unknown => ({
  dormantBalanceMonths: toNumber(f.dormantBalanceMonths),
});

// ── Four eyes on money out (issue 19) ──
export type PayoutSecondPersonForm = { payoutSecondPersonAbove: string };
export const payoutSecondPersonToForm = (s: FirmSettings): PayoutSecondPersonForm => ({
  payoutSecondPersonAbove: toText(s.payoutSecondPersonAbove),
});
export const payoutSecondPersonFromForm = (f: PayoutSecondPersonForm): unknown => ({
  payoutSecondPersonAbove: toNumber(f.payoutSecondPersonAbove),
});

// ── Landing content of one language: an empty date is "no date", not an invalid one ──
export type TestimonialForm = { quote: string; attribution: string; date: string; consent: boolean };
export type PressForm = { outlet: string; title: string; url: string; date: string };
export type LandingForm = { testimonials: TestimonialForm[]; press: PressForm[] };
export const landingToForm = (c: { testimonials: Testimonial[]; press: PressMention[] }): LandingForm => ({
  testimonials: c.testimonials.map((x) => ({ ...x, date: x.date ?? '' })),
  press: c.press.map((x) => ({ ...x, date: x.date ?? '' })),
});
const withDate = <T extends { date: string }>({ date, ...rest }: T) =>
  date.trim() ? { ...rest, date } : rest;
export const landingFromForm = (f: LandingForm): unknown => ({
  testimonials: f.testimonials.map(withDate),
  press: f.press.map(withDate),
});
export type { LandingContentEntry };

// ── Deadline rules (issue 21 item 3): "any network" and "any country" are empty choices ──
export type DeadlineRuleForm = Omit<DeadlineRule, 'network' | 'country' | 'days'> & {
  network: string;
  country: string;
  days: string;
};
export type DeadlineRulesForm = { rules: DeadlineRuleForm[] };
export const deadlineRulesToForm = (rules: readonly DeadlineRule[]): DeadlineRulesForm => ({
  rules: rules.map((r) => ({
    ...r,
    network: r.network ?? '',
    country: r.country ?? '',
    days: toText(r.days),
  })),
});
export const deadlineRulesFromForm = (f: DeadlineRulesForm): unknown =>
  f.rules.map((r) => ({
    ...r,
    network: r.network === '' ? null : r.network,
    country: r.country.trim() === '' ? null : r.country.trim(),
    days: toNumber(r.days),
  }));
/** [3, 'country'] (the schema's path in the list) → 'rules.3.country'; the list itself → 'rules'. */
export const deadlineRulesField = (path: FieldPath) => (path.length ? `rules.${joinPath(path)}` : 'rules');
export const BLANK_DEADLINE_RULE: DeadlineRuleForm = {
  id: '',
  kind: 'chargeback',
  method: 'card',
  network: '',
  country: '',
  days: '',
  unit: 'calendar_days',
  label: '',
  source: '',
};
