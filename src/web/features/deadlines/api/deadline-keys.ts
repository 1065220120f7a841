/** Query keys of a case's deadlines: one per case; closing one, a trail change or new rules make it stale. */
export const deadlineKeys = {
  all: ['deadlines'] as const,
  case: (caseId: string) => [...deadlineKeys.all, caseId] as const,
};
