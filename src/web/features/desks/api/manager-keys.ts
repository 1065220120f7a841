import type { ManagerCaseQuery } from '@shared/contracts/desks';

/** Query keys of the manager's desk; assigning or adding a member invalidates `all`: figures move together. */
export const managerKeys = {
  all: ['manager'] as const,
  dashboard: () => [...managerKeys.all, 'dashboard'] as const,
  cases: (query: ManagerCaseQuery) => [...managerKeys.all, 'cases', query] as const,
};
