/**
 * Query keys of the lawyer's case desk. A phase change touches the dashboard, the list and the
 * case's own records, so mutations invalidate `all`.
 */
export type CaseListParams = { q: string; status: string; priority: string; page: number; limit: number };

export const staffCaseKeys = {
  all: ['staff-cases'] as const,
  dashboard: () => [...staffCaseKeys.all, 'dashboard'] as const,
  lists: () => [...staffCaseKeys.all, 'list'] as const,
  list: (params: CaseListParams) => [...staffCaseKeys.lists(), params] as const,
  case: (caseId: string) => [...staffCaseKeys.all, 'case', caseId] as const,
  detail: (caseId: string) => [...staffCaseKeys.case(caseId), 'detail'] as const,
  timeline: (caseId: string) => [...staffCaseKeys.case(caseId), 'timeline'] as const,
  documents: (caseId: string) => [...staffCaseKeys.case(caseId), 'documents'] as const,
  ledger: (caseId: string) => [...staffCaseKeys.case(caseId), 'ledger'] as const,
};
