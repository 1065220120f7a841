import { leadListSchema } from '@shared/contracts/leads';
import type { LeadStatus } from '@shared/domain/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import type { z } from 'zod';
import { leadsKeys } from './leads-keys';

export type LeadList = z.infer<typeof leadListSchema>;
export const LEADS_PAGE_SIZE = 20;

/** GET /api/lawyer/leads: new leads of my desk's countries and my own (D21), paged on the server. */
export async function getLeads(status: LeadStatus | '', page: number): Promise<LeadList> {
  const params = new URLSearchParams({ page: String(page), limit: String(LEADS_PAGE_SIZE) });
  if (status) params.set('status', status);
  return getParsed(`/api/lawyer/leads?${params}`, leadListSchema);
}

export const leadsQueryOptions = (status: LeadStatus | '', page: number) =>
  queryOptions({
    queryKey: leadsKeys.list(status, page),
    queryFn: () => getLeads(status, page),
    placeholderData: keepPreviousData,
  });

export function useLeads(status: LeadStatus | '', page: number) {
  return useQuery(leadsQueryOptions(status, page));
}
