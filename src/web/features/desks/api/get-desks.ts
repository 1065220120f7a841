import { type Desk, deskListSchema } from '@shared/contracts/desks';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { deskKeys } from './desk-keys';

export type { Desk };

/**
 * GET /api/admin/desks: every desk (they are few), by name, with how many people belong to each:
 * the admin's grid, and the choices of the desk pickers and filters.
 */
export async function getDesks() {
  return deskListSchema.parse(await apiRequest<unknown>('/api/admin/desks')).desks;
}

export const desksQueryOptions = () => queryOptions({ queryKey: deskKeys.list(), queryFn: getDesks });

/**
 * The desks, kept current when another admin changes one or people move between desks; `enabled`
 * lets a closed dialog wait.
 */
export function useDesks(enabled = true) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'desks') || affects(event, 'users')) {
      void queryClient.invalidateQueries({ queryKey: deskKeys.list() });
    }
  });
  return useQuery({ ...desksQueryOptions(), enabled });
}
