import { type ClientDashboard, clientDashboardSchema } from '@shared/contracts/cases';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { useLiveEvent } from '@web/lib/live-events';
import { caseKeys } from './case-keys';

/** GET /api/client/dashboard: the case, its steps, recent activity and figures, all from records. */
export async function getClientDashboard(): Promise<ClientDashboard> {
  return getParsed('/api/client/dashboard', clientDashboardSchema);
}

export const clientDashboardQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.clientDashboard(), queryFn: getClientDashboard });

/**
 * The portal's one call on first load. Any change the server announces for this client (a phase,
 * a recovery, a withdrawal decision, a document review, a new notification) can move a card or
 * the activity list, so each one refetches it.
 */
export function useClientDashboard() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      event.type === 'list-changed' ||
      event.type === 'notification' ||
      event.type === 'resync' ||
      event.reconnected
    ) {
      void queryClient.invalidateQueries({ queryKey: caseKeys.clientDashboard() });
    }
  });
  return useQuery(clientDashboardQueryOptions());
}
