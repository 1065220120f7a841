import { type Desk, deskListSchema } from '@shared/contracts/desks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { deskKeys } from './desk-keys';

export type { Desk };

/**
 * GET /api/admin/desks: every desk (they are few), by name, with how many people belong to each:
 * the admin's grid, and the choices of the desk pickers and filters.
 */
export async function getDesks() {
  return (await getParsed('/api/admin/desks', deskListSchema)).desks;
}

export const desksQueryOptions = () => queryOptions({ queryKey: deskKeys.list(), queryFn: getDesks });

/**
 * The desks, kept current when another admin changes one or people move between desks; `enabled`
 * lets a closed dialog wait.
 */
export function useDesks(enabled = true) {
  useRefetchOnLive(['desks', 'users'], deskKeys.list());
  return useQuery({ ...desksQueryOptions(), enabled });
}
