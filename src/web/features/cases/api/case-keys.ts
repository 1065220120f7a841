import type { CaseAssignmentState } from '@shared/contracts/cases-lists';

/**
 * Query keys of cases, one family for every screen: the lawyer's desk, the admin's list, the
 * client's portal and the open case. A phase change touches the dashboards, the lists and the
 * case's own records, so mutations invalidate `all`. The ledger and the documents of a case have
 * their own families (ledger, documents features).
 */
export type CaseListParams = { q: string; status: string; priority: string; page: number; limit: number };
export type AdminCaseParams = {
  q: string;
  phase: string;
  assignment: CaseAssignmentState | '';
  deskId: string;
  page: number;
  limit: number;
};

export const caseKeys = {
  all: ['cases'] as const,
  dashboard: () => [...caseKeys.all, 'dashboard'] as const,
  /** The client's portal: its dashboard, the case team and the fee agreement. */
  portal: () => [...caseKeys.all, 'portal'] as const,
  clientDashboard: () => [...caseKeys.portal(), 'dashboard'] as const,
  team: (caseId: string) => [...caseKeys.portal(), 'team', caseId] as const,
  feeAgreement: (caseId: string, language: string) =>
    [...caseKeys.portal(), 'fee-agreement', caseId, language] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (params: CaseListParams) => [...caseKeys.lists(), params] as const,
  adminLists: () => [...caseKeys.all, 'admin-list'] as const,
  adminList: (params: AdminCaseParams) => [...caseKeys.adminLists(), params] as const,
  case: (caseId: string) => [...caseKeys.all, 'case', caseId] as const,
  detail: (caseId: string) => [...caseKeys.case(caseId), 'detail'] as const,
  timeline: (caseId: string) => [...caseKeys.case(caseId), 'timeline'] as const,
};
