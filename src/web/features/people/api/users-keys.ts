import type { adminUserListQuerySchema } from '@shared/contracts/people';
import type { z } from 'zod';

export type UsersQuery = Partial<z.input<typeof adminUserListQuerySchema>>;

/**
 * Query keys of the admin users tab. Every change to a person can move their row, their detail and
 * the figures (a recovery moves "recovered"), so mutations invalidate `all`.
 */
export const usersKeys = {
  all: ['admin-users'] as const,
  list: (query: UsersQuery) => [...usersKeys.all, 'list', query] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
  desks: () => [...usersKeys.all, 'desks'] as const,
  assignees: (role: string, q: string) => [...usersKeys.all, 'assignees', role, q] as const,
};
