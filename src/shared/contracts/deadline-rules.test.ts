import { describe, expect, it } from 'vitest';
import { DEFAULT_DEADLINE_RULES, type DeadlineRule } from '../domain/deadlines';
import { deadlineRuleSchema, deadlineRulesSchema } from './deadline-rules';

const valid: DeadlineRule = DEFAULT_DEADLINE_RULES[0]!;
const issuesOf = (input: unknown) =>
  deadlineRuleSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('deadline rule settings', () => {
  it('accepts every default rule and a rule for one country', () => {
    expect(deadlineRulesSchema.parse(DEFAULT_DEADLINE_RULES)).toHaveLength(DEFAULT_DEADLINE_RULES.length);
    expect(issuesOf({ ...valid, country: 'DE' })).toBeUndefined();
    expect(issuesOf({ ...valid, country: null, network: null })).toBeUndefined();
  });

  it.each([
    ['id', { id: 'Visa Chargeback' }],
    ['id', { id: 'visa--chargeback' }],
    ['id', { id: '' }],
    ['kind', { kind: 'refund' }],
    ['method', { method: 'paypal' }],
    ['network', { network: 'maestro' }],
    ['country', { country: 'de' }],
    ['country', { country: 'XX' }],
    ['country', { country: 'DEU' }],
    ['days', { days: 0 }],
    ['days', { days: 3651 }],
    ['days', { days: 1.5 }],
    ['unit', { unit: 'weeks' }],
    ['label', { label: '   ' }],
    ['label', { label: 'x'.repeat(121) }],
    ['source', { source: '' }],
    ['source', { source: 'x'.repeat(301) }],
  ])('refuses a bad %s: %o', (field, change) => {
    const issues = issuesOf({ ...valid, ...change });
    expect(issues?.map(([path]) => path)).toEqual([field]);
  });

  it('accepts the limits: 1 and 3650 days, 120-character label, 300-character source', () => {
    for (const change of [
      { days: 1 },
      { days: 3650 },
      { label: 'x'.repeat(120) },
      { source: 'x'.repeat(300) },
    ]) {
      expect(issuesOf({ ...valid, ...change })).toBeUndefined();
    }
  });

  it('wants 1 to 100 rules with unique ids, naming the duplicate', () => {
    expect(deadlineRulesSchema.safeParse([]).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => ({ ...valid, id: `rule-${i}` }));
    expect(deadlineRulesSchema.safeParse(many).success).toBe(false);
    expect(deadlineRulesSchema.safeParse(many.slice(0, 100)).success).toBe(true);
    const duplicate = deadlineRulesSchema.safeParse([valid, { ...valid, label: 'Copy' }]);
    expect(duplicate.error?.issues).toEqual([
      expect.objectContaining({ path: [1, 'id'], message: 'Another rule already has this id' }),
    ]);
  });
});
