import type { adminUserListQuerySchema } from '@shared/contracts/people';
import type { z } from 'zod';

export type UsersQuery = Partial<z.input<typeof adminUserListQuerySchema>>;

/** Query keys of people: the admin's users and a lawyer's or manager's clients. */
export const peopleKeys = { all: ['people'] as const };

/**
 * Query keys of the admin users tab. Every change to a person can move their row, their detail and
 * the figures (a recovery moves "recovered"), so mutations invalidate `all`.
 */
export const usersKeys = {
  all: [...peopleKeys.all, 'users'] as const,
  list: (query: UsersQuery) => [...usersKeys.all, 'list', query] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
  search: (q: string) => [...usersKeys.all, 'search', q] as const,
  assignees: (role: string, q: string) => [...usersKeys.all, 'assignees', role, q] as const,
};

/**
 * Query keys of the clients tab and the edit dialog: a change to a client invalidates `all` (list
 * figures, the client). The case's ledger and documents have their own families and refetch on
 * their own events.
 */
export const clientsKeys = {
  all: [...peopleKeys.all, 'clients'] as const,
  list: (q: string, page: number) => [...clientsKeys.all, 'list', q, page] as const,
  client: (role: string, clientId: string, caseId: string | undefined) =>
    [...clientsKeys.all, 'client', role, clientId, caseId ?? 'latest'] as const,
};
