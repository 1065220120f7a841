import { lawyerClientListSchema } from '@shared/contracts/people-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import type { z } from 'zod';
import { clientsKeys } from './people-keys';

export type LawyerClientList = z.infer<typeof lawyerClientListSchema>;
export const CLIENTS_PAGE_SIZE = 20;

/** GET /api/lawyer/clients: searched and paged on the server (D14), figures from the ledger. */
export async function getLawyerClients(q: string, page: number): Promise<LawyerClientList> {
  const params = new URLSearchParams({ page: String(page), limit: String(CLIENTS_PAGE_SIZE) });
  if (q) params.set('q', q);
  return getParsed(`/api/lawyer/clients?${params}`, lawyerClientListSchema);
}

export const lawyerClientsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: clientsKeys.list(q, page),
    queryFn: () => getLawyerClients(q, page),
    // The previous page stays on screen while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });

export function useLawyerClients(q: string, page: number) {
  return useQuery(lawyerClientsQueryOptions(q, page));
}
