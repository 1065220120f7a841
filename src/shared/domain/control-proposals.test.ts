import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raisesRole, weakenedControls } from './control-proposals';
import { DEFAULT_DEADLINE_RULES } from './deadlines';
import { DEADLINE_UNITS } from './deadlines/types';
import { DEFAULT_FIRM_SETTINGS, type FirmSettings } from './firm-settings';
import { ROLES } from './roles';

const base = DEFAULT_FIRM_SETTINGS;
const rules = DEFAULT_DEADLINE_RULES;

/** Settings that differ from the defaults only in the controls (and in a few keys that are not). */
const settingsArb: fc.Arbitrary<FirmSettings> = fc
  .record({
    payoutSecondPersonAbove: fc.integer({ min: 0, max: 1_000_000_000 }),
    caseMaxDocuments: fc.integer({ min: 1, max: 10_000 }),
    caseMaxStorageMb: fc.integer({ min: 10, max: 100_000 }),
    publicStatsMinCases: fc.integer({ min: 1, max: 1_000_000 }),
    publicStatsMinRatings: fc.integer({ min: 1, max: 1_000_000 }),
    dormantBalanceMonths: fc.integer({ min: 1, max: 120 }),
    clientsMustUseSecondFactor: fc.boolean(),
    successRateTarget: fc.integer({ min: 0, max: 100 }),
    monthlyRevenueTarget: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    // A subset of the default rules, each maybe with its window changed.
    deadlineRules: fc.subarray(rules, { minLength: 1 }).chain((kept) =>
      fc.tuple(
        ...kept.map((rule) =>
          fc
            .record({
              days: fc.integer({ min: 1, max: 3650 }),
              unit: fc.constantFrom(...DEADLINE_UNITS),
            })
            .map((window) => ({ ...rule, ...window })),
        ),
      ),
    ),
  })
  .map((controls) => ({ ...base, ...controls }));

describe('weakenedControls (D37)', () => {
  it('names each control a change weakens, in the direction that weakens it', () => {
    expect(weakenedControls(base, { ...base, payoutSecondPersonAbove: 1e9 })).toEqual([
      'payoutSecondPersonAbove',
    ]);
    expect(weakenedControls({ ...base, payoutSecondPersonAbove: 500 }, base)).toEqual([]);
    expect(weakenedControls(base, { ...base, caseMaxDocuments: 201, caseMaxStorageMb: 499 })).toEqual([
      'caseMaxDocuments',
    ]);
    expect(weakenedControls(base, { ...base, publicStatsMinCases: 1, publicStatsMinRatings: 11 })).toEqual([
      'publicStatsMinCases',
    ]);
    expect(weakenedControls({ ...base, clientsMustUseSecondFactor: true }, base)).toEqual([
      'clientsMustUseSecondFactor',
    ]);
    expect(weakenedControls(base, { ...base, clientsMustUseSecondFactor: true })).toEqual([]);
    expect(weakenedControls(base, { ...base, dormantBalanceMonths: 24 })).toEqual(['dormantBalanceMonths']);
  });

  it('treats removing a deadline rule, widening its window or changing what it matches as loosening', () => {
    const [first, ...rest] = rules;
    const loosen = (deadlineRules: FirmSettings['deadlineRules']) =>
      weakenedControls(base, { ...base, deadlineRules });
    expect(loosen(rest)).toEqual(['deadlineRules']);
    expect(loosen([{ ...first!, days: first!.days + 1 }, ...rest])).toEqual(['deadlineRules']);
    expect(loosen([{ ...first!, country: 'US' }, ...rest])).toEqual(['deadlineRules']);
    expect(loosen([{ ...first!, unit: 'business_days' }, ...rest])).toEqual(
      first!.unit === 'calendar_days' ? ['deadlineRules'] : [],
    );
    // A shorter window, new words or a new rule only warn earlier or say more.
    expect(loosen([{ ...first!, days: Math.max(1, first!.days - 1), label: 'Renamed' }, ...rest])).toEqual(
      [],
    );
    expect(loosen([...rules, { ...first!, id: 'an-extra-rule' }])).toEqual([]);
  });

  it('never counts a change of estimates, targets, profile or landing content', () => {
    const after = {
      ...base,
      successRateTarget: 10,
      monthlyRevenueTarget: 1,
      stepEstimates: { ...base.stepEstimates, new: null },
      landingContent: { de: { testimonials: [], press: [] } },
    };
    expect(weakenedControls(base, after)).toEqual([]);
  });

  it('property: nothing changed weakens nothing', () => {
    fc.assert(fc.property(settingsArb, (s) => weakenedControls(s, s).length === 0));
  });

  it('property: a change of one numeric control weakens in exactly one direction', () => {
    const keys = [
      'payoutSecondPersonAbove',
      'caseMaxDocuments',
      'caseMaxStorageMb',
      'publicStatsMinCases',
      'publicStatsMinRatings',
      'dormantBalanceMonths',
    ] as const;
    fc.assert(
      fc.property(settingsArb, settingsArb, fc.constantFrom(...keys), (a, b, key) => {
        const after = { ...a, [key]: b[key] };
        const forth = weakenedControls(a, after).length > 0;
        const back = weakenedControls(after, a).length > 0;
        return a[key] === b[key] ? !forth && !back : forth !== back;
      }),
    );
  });

  it('property: steps that each only strengthen never add up to a weakening (no salami slicing)', () => {
    fc.assert(
      fc.property(settingsArb, settingsArb, settingsArb, (a, x, y) => {
        const b = tighten(a, x);
        const c = tighten(b, y);
        expect(weakenedControls(a, b)).toEqual([]);
        expect(weakenedControls(b, c)).toEqual([]);
        expect(weakenedControls(a, c)).toEqual([]);
      }),
    );
  });
});

/** `a` moved towards `x` only where `x` is stricter: the strengthening steps an admin may take alone. */
function tighten(a: FirmSettings, x: FirmSettings): FirmSettings {
  const mine = new Map(x.deadlineRules.map((rule) => [rule.id, rule]));
  const kept = a.deadlineRules.map((rule) => {
    const other = mine.get(rule.id);
    if (!other) return rule;
    const calendar = rule.unit === 'calendar_days' || other.unit === 'calendar_days';
    return {
      ...rule,
      days: Math.min(rule.days, other.days),
      unit: calendar ? 'calendar_days' : 'business_days',
    } as const;
  });
  const added = x.deadlineRules.filter((rule) => !a.deadlineRules.some((r) => r.id === rule.id));
  return {
    ...x,
    payoutSecondPersonAbove: Math.min(a.payoutSecondPersonAbove, x.payoutSecondPersonAbove),
    caseMaxDocuments: Math.min(a.caseMaxDocuments, x.caseMaxDocuments),
    caseMaxStorageMb: Math.min(a.caseMaxStorageMb, x.caseMaxStorageMb),
    publicStatsMinCases: Math.max(a.publicStatsMinCases, x.publicStatsMinCases),
    publicStatsMinRatings: Math.max(a.publicStatsMinRatings, x.publicStatsMinRatings),
    dormantBalanceMonths: Math.min(a.dormantBalanceMonths, x.dormantBalanceMonths),
    clientsMustUseSecondFactor: a.clientsMustUseSecondFactor || x.clientsMustUseSecondFactor,
    deadlineRules: [...kept, ...added],
  };
}

describe('raisesRole', () => {
  it('is true exactly when someone is raised to manager or admin', () => {
    const raised = ROLES.flatMap((from) =>
      ROLES.filter((to) => raisesRole(from, to)).map((to) => `${from}→${to}`),
    );
    expect(raised.sort()).toEqual(
      ['client→admin', 'client→manager', 'lawyer→admin', 'lawyer→manager', 'manager→admin'].sort(),
    );
  });
});
