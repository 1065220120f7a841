import { systemStatusSchema } from '@shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { systemKeys } from './system-keys';

/** Live measurements are re-read every 15 s while the cards are on screen. */
export const STATUS_REFRESH_MS = 15_000;

/** GET /api/admin/system: the server's own measurements at this moment (D4), never samples. */
export async function getSystemStatus() {
  return systemStatusSchema.parse(await apiRequest<unknown>('/api/admin/system'));
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: getSystemStatus,
    refetchInterval: STATUS_REFRESH_MS,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
