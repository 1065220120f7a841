/**
 * Query keys of the conflict check: the firm's adverse-party list (adding or removing one
 * invalidates `all`) and each case's own check (issue 31).
 */
export const conflictsKeys = {
  all: ['conflicts'] as const,
  adverseParties: () => [...conflictsKeys.all, 'adverse-parties'] as const,
  ofCase: (caseId: string) => [...conflictsKeys.all, 'case', caseId] as const,
};
