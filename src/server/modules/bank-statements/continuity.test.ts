import { describe, expect, it } from 'vitest';
import { type ContinuityInput, continuityIssues } from './continuity';

const statement = (over: Partial<ContinuityInput> & { id: string }): ContinuityInput => ({
  account: 'DE89370400440532013000',
  currency: 'EUR',
  fromDate: null,
  toDate: null,
  sequenceNo: null,
  withdrawn: false,
  ...over,
});

describe('how a statement follows the previous one (issue 32 item 4)', () => {
  it('says nothing when each starts the day after the previous one ends and the numbers run on', () => {
    const issues = continuityIssues([
      statement({ id: 'b', fromDate: '2026-03-01', toDate: '2026-03-31', sequenceNo: '3' }),
      statement({ id: 'a', fromDate: '2026-02-01', toDate: '2026-02-28', sequenceNo: '2' }),
    ]);
    expect(issues.size).toBe(0);
  });

  it('flags an overlap, a gap and a sequence number that skips, against the previous statement', () => {
    const issues = continuityIssues([
      statement({ id: 'jan', fromDate: '2026-01-01', toDate: '2026-01-31', sequenceNo: '1' }),
      statement({ id: 'feb', fromDate: '2026-01-31', toDate: '2026-02-28', sequenceNo: '2' }),
      statement({ id: 'apr', fromDate: '2026-04-01', toDate: '2026-04-30', sequenceNo: '4' }),
    ]);
    expect(issues.get('jan')).toBeUndefined();
    expect(issues.get('feb')).toEqual([
      { kind: 'overlap', previousId: 'jan', previousToDate: '2026-01-31', previousSequenceNo: '1' },
    ]);
    expect(issues.get('apr')?.map((i) => i.kind)).toEqual(['gap', 'sequence']);
  });

  it('compares only statements of the same account and currency, ignores withdrawn ones and non-numeric numbers', () => {
    const issues = continuityIssues([
      statement({ id: 'eur1', fromDate: '2026-01-01', toDate: '2026-01-31', sequenceNo: 'A-1' }),
      statement({ id: 'usd', currency: 'USD', fromDate: '2026-03-01', toDate: '2026-03-31' }),
      statement({ id: 'wrong', fromDate: '2026-02-01', toDate: '2026-02-20', withdrawn: true }),
      statement({ id: 'eur2', fromDate: '2026-02-01', toDate: '2026-02-28', sequenceNo: 'B-7' }),
      statement({ id: 'other', account: 'NL91ABNA0417164300', fromDate: '2026-06-01', toDate: '2026-06-30' }),
    ]);
    expect(issues.size).toBe(0);
  });
});
