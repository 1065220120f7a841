import type { ContinuityIssue } from '../../../shared/contracts/bank-statements';

export type ContinuityInput = {
  id: string;
  account: string;
  currency: string;
  fromDate: string | null;
  toDate: string | null;
  sequenceNo: string | null;
  withdrawn: boolean;
};

const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const isNumeric = (s: string | null): s is string => s !== null && /^\d{1,15}$/.test(s);

/**
 * Issue 32 item 4: per statement, how it follows the previous live statement of the same account
 * and currency (ordered by period, then sequence number). Computed when read, never stored, so a
 * withdrawal or a late import changes the answer at once; withdrawn statements and statements with
 * no dates take no part. Answers the issues by statement id (absent: nothing to say).
 */
export function continuityIssues(statements: ContinuityInput[]): Map<string, ContinuityIssue[]> {
  const byAccount = new Map<string, ContinuityInput[]>();
  for (const s of statements) {
    if (s.withdrawn || s.fromDate === null || s.toDate === null) continue;
    const key = `${s.account}\u0000${s.currency}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), s]);
  }
  const result = new Map<string, ContinuityIssue[]>();
  for (const list of byAccount.values()) {
    list.sort(
      (a, b) =>
        a.fromDate!.localeCompare(b.fromDate!) ||
        a.toDate!.localeCompare(b.toDate!) ||
        Number(a.sequenceNo ?? 0) - Number(b.sequenceNo ?? 0),
    );
    for (const [i, current] of list.entries()) {
      const previous = list[i - 1];
      if (!previous) continue;
      const base = {
        previousId: previous.id,
        previousToDate: previous.toDate,
        previousSequenceNo: previous.sequenceNo,
      };
      const issues: ContinuityIssue[] = [];
      if (current.fromDate! <= previous.toDate!) issues.push({ kind: 'overlap', ...base });
      else if (current.fromDate! > dayAfter(previous.toDate!)) issues.push({ kind: 'gap', ...base });
      if (
        isNumeric(current.sequenceNo) &&
        isNumeric(previous.sequenceNo) &&
        Number(current.sequenceNo) !== Number(previous.sequenceNo) + 1
      )
        issues.push({ kind: 'sequence', ...base });
      if (issues.length > 0) result.set(current.id, issues);
    }
  }
  return result;
}
