import { deadlineRulesSchema } from '@shared/contracts/deadline-rules';
import { firmProfileSchema } from '@shared/contracts/public-site';
import {
  DEFAULT_FIRM_SETTINGS,
  firmSettingsSchema,
  landingContentEntrySchema,
  stepEstimatesSchema,
} from '@shared/domain/firm-settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK_DEADLINE_RULE,
  deadlineRulesField,
  deadlineRulesFromForm,
  deadlineRulesToForm,
  dormantBalancesFromForm,
  dormantBalancesToForm,
  estimatesFromForm,
  estimatesToForm,
  firmProfileField,
  firmProfileFromForm,
  firmProfileToForm,
  landingFromForm,
  landingToForm,
  targetsFromForm,
  targetsToForm,
  uploadQuotaFromForm,
  uploadQuotaToForm,
} from './form-values';
import { issueMessage } from './issue-messages';

const targetsSchema = firmSettingsSchema.pick({
  successRateTarget: true,
  averageRecoveryDaysTarget: true,
  monthlyRevenueTarget: true,
});
const issuesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: unknown[] } } }, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []) as Parameters<typeof issueMessage>[0][];

describe('settings ↔ form values', () => {
  it('round-trips every valid estimate set through the form unchanged', () => {
    const range = fc
      .tuple(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom('hours', 'days', 'weeks', 'months'),
      )
      .filter(([min, max]) => min <= max)
      .map(([min, max, unit]) => ({ min, max, unit }) as const);
    const estimates = fc.record({
      new: fc.option(range, { nil: null }),
      investigation: fc.option(range, { nil: null }),
      evidence: fc.option(range, { nil: null }),
      legal: fc.option(range, { nil: null }),
      recovery: fc.option(range, { nil: null }),
    });
    fc.assert(
      fc.property(estimates, (e) => {
        expect(stepEstimatesSchema.parse(estimatesFromForm(estimatesToForm(e)))).toEqual(e);
      }),
    );
  });

  it('reads an empty number as "enter a number", never as zero, and an empty revenue target as none', () => {
    const form = estimatesToForm(DEFAULT_FIRM_SETTINGS.stepEstimates);
    form.legal = { ...form.legal, min: '' };
    const [issue] = issuesOf(stepEstimatesSchema, estimatesFromForm(form));
    expect(issue?.path).toEqual(['legal', 'min']);
    expect(issueMessage(issue!)).toEqual({ key: 'number' });

    const targets = targetsToForm(DEFAULT_FIRM_SETTINGS);
    expect(targets.monthlyRevenueTarget).toBe('');
    expect(targetsSchema.parse(targetsFromForm(targets)).monthlyRevenueTarget).toBeNull();
    expect(targetsSchema.parse(targetsFromForm({ ...targets, monthlyRevenueTarget: '12500' }))).toMatchObject(
      {
        monthlyRevenueTarget: 12_500,
      },
    );
  });

  it('reads the upload quota from the form and says its limits in the reader’s language (issue 15)', () => {
    const quotaSchema = firmSettingsSchema.pick({ caseMaxDocuments: true, caseMaxStorageMb: true });
    const form = uploadQuotaToForm(DEFAULT_FIRM_SETTINGS);
    expect(form).toEqual({ caseMaxDocuments: '200', caseMaxStorageMb: '500' });
    expect(quotaSchema.parse(uploadQuotaFromForm(form))).toEqual({
      caseMaxDocuments: 200,
      caseMaxStorageMb: 500,
    });
    const issues = issuesOf(
      quotaSchema,
      uploadQuotaFromForm({ caseMaxDocuments: '', caseMaxStorageMb: '5' }),
    );
    expect(issues.map((issue) => [issue.path, issueMessage(issue)])).toEqual([
      [['caseMaxDocuments'], { key: 'number' }],
      [['caseMaxStorageMb'], { key: 'atLeast', values: { min: 10 } }],
    ]);
  });

  it('reads the dormant-balance period as whole months from 1 to 120 (issue 19)', () => {
    const dormantSchema = firmSettingsSchema.pick({ dormantBalanceMonths: true });
    const form = dormantBalancesToForm(DEFAULT_FIRM_SETTINGS);
    expect(form).toEqual({ dormantBalanceMonths: '12' });
    expect(dormantSchema.parse(dormantBalancesFromForm(form))).toEqual({ dormantBalanceMonths: 12 });
    const message = (text: string) =>
      issuesOf(dormantSchema, dormantBalancesFromForm({ dormantBalanceMonths: text })).map(issueMessage);
    expect(message('')).toEqual([{ key: 'number' }]);
    expect(message('0')).toEqual([{ key: 'atLeast', values: { min: 1 } }]);
    expect(message('121')).toEqual([{ key: 'atMost', values: { max: 120 } }]);
    expect(message('1.5')).toEqual([{ key: 'wholeNumber' }]);
  });

  it('puts a bad official domain on its own row, worded in the reader’s language', () => {
    const form = firmProfileToForm({ ...DEFAULT_FIRM_SETTINGS.firmProfile, officialDomains: ['ok-law.com'] });
    form.officialDomains.push({ value: 'https://bad.example/path' });
    const [issue] = issuesOf(firmProfileSchema, firmProfileFromForm(form));
    expect(firmProfileField(issue!.path)).toBe('officialDomains.1.value');
    expect(issueMessage(issue!)).toEqual({ key: 'domain' });
    // Other paths are the field's own.
    expect(firmProfileField(['barRegistrations', 0, 'number'])).toBe('barRegistrations.0.number');
  });

  it('round-trips the default deadline rules, "any" as an empty choice, and puts each problem on its row', () => {
    const form = deadlineRulesToForm(DEFAULT_FIRM_SETTINGS.deadlineRules);
    expect(form.rules[0]).toMatchObject({ network: 'visa', country: '', days: '120' });
    expect(deadlineRulesSchema.parse(deadlineRulesFromForm(form))).toEqual(
      DEFAULT_FIRM_SETTINGS.deadlineRules,
    );

    form.rules.push(
      { ...BLANK_DEADLINE_RULE, id: 'Visa Rule', label: 'Mine', source: 'Ours', days: '30' },
      {
        ...BLANK_DEADLINE_RULE,
        id: 'visa-fraud-chargeback',
        label: 'Twin',
        source: 'Ours',
        days: '30',
        country: 'de',
      },
      { ...BLANK_DEADLINE_RULE, id: 'empty-days', label: 'No days', source: 'Ours' },
    );
    const messages = issuesOf(deadlineRulesSchema, deadlineRulesFromForm(form)).map((i) => [
      deadlineRulesField(i.path),
      issueMessage(i).key,
    ]);
    const n = DEFAULT_FIRM_SETTINGS.deadlineRules.length;
    expect(messages).toEqual([
      [`rules.${n}.id`, 'ruleId'],
      [`rules.${n + 1}.country`, 'deadlineCountry'],
      [`rules.${n + 2}.days`, 'number'],
    ]);
    // A twin id is found once every row is valid on its own (the list's check runs last).
    const twins = deadlineRulesToForm(DEFAULT_FIRM_SETTINGS.deadlineRules);
    twins.rules.push({ ...twins.rules[0]!, label: 'Twin' });
    const [twin] = issuesOf(deadlineRulesSchema, deadlineRulesFromForm(twins));
    expect([deadlineRulesField(twin!.path), issueMessage(twin!).key]).toEqual([
      `rules.${n}.id`,
      'duplicateRuleId',
    ]);
    const [none] = issuesOf(deadlineRulesSchema, deadlineRulesFromForm({ rules: [] }));
    expect([deadlineRulesField(none!.path), issueMessage(none!)]).toEqual([
      'rules',
      { key: 'tooFew', values: { min: 1 } },
    ]);
  });

  it('drops an empty date and refuses a testimonial without consent or a non-https link', () => {
    const form = landingToForm({ testimonials: [], press: [] });
    form.testimonials.push({ quote: 'Words', attribution: 'A. B.', date: '', consent: false });
    form.press.push({ outlet: 'Paper', title: 'Title', url: 'http://paper.example/a', date: '2026-02-01' });
    const payload = landingFromForm(form) as { testimonials: object[] };
    expect(payload.testimonials[0]).not.toHaveProperty('date');
    const messages = issuesOf(landingContentEntrySchema, payload).map((i) => [
      i.path.join('.'),
      issueMessage(i).key,
    ]);
    expect(messages).toEqual([
      ['testimonials.0.consent', 'consent'],
      ['press.0.url', 'httpsUrl'],
    ]);
  });
});

describe('issue messages', () => {
  it('carries the schema’s own limits into the translated message', () => {
    const [tooHigh] = issuesOf(targetsSchema, {
      successRateTarget: 120,
      averageRecoveryDaysTarget: 60,
      monthlyRevenueTarget: null,
    });
    expect(issueMessage(tooHigh!)).toEqual({ key: 'atMost', values: { max: 100 } });
    const [fraction] = issuesOf(targetsSchema, {
      successRateTarget: 80,
      averageRecoveryDaysTarget: 1.5,
      monthlyRevenueTarget: null,
    });
    expect(issueMessage(fraction!)).toEqual({ key: 'wholeNumber' });
    const [minAboveMax] = issuesOf(stepEstimatesSchema, {
      ...DEFAULT_FIRM_SETTINGS.stepEstimates,
      legal: { min: 9, max: 8, unit: 'weeks' },
    });
    expect(issueMessage(minAboveMax!)).toEqual({ key: 'minAboveMax' });
    const [email] = issuesOf(firmProfileSchema, { ...DEFAULT_FIRM_SETTINGS.firmProfile, email: 'nope' });
    expect(issueMessage(email!)).toEqual({ key: 'email' });
    const [missing] = issuesOf(firmProfileSchema, {
      ...DEFAULT_FIRM_SETTINGS.firmProfile,
      barRegistrations: [{ authority: '', number: '1' }],
    });
    expect(issueMessage(missing!)).toEqual({ key: 'required' });
  });
});
