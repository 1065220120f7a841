import type { ManagerCaseQuery } from '@shared/contracts/desks';

/**
 * Query keys of desks, one family for every screen: the desk list (the admin's grid, the desk
 * pickers of the user forms and the case filters) and a manager's own desk (its dashboard and its
 * cases). Assigning a case or adding a member invalidates `all`: the desk's figures move together.
 */
export const deskKeys = {
  all: ['desks'] as const,
  list: () => [...deskKeys.all, 'list'] as const,
  dashboard: () => [...deskKeys.all, 'dashboard'] as const,
  /** The team's pages after the dashboard's first (D25), by where that page ended. */
  team: (after: string | null) => [...deskKeys.all, 'team', after] as const,
  lawyers: () => [...deskKeys.all, 'lawyers'] as const,
  cases: (query: ManagerCaseQuery) => [...deskKeys.all, 'cases', query] as const,
};
