import { systemStatusSchema } from '@shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { z } from 'zod';
import { overviewKeys } from './overview-keys';

export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** Live measurements change by themselves (no event announces them): read every 20 s. */
const REFRESH_MS = 20_000;

/** GET /api/admin/system: database latency, uptime, memory, email backlog… each with its status. */
export async function getSystemStatus(): Promise<SystemStatus> {
  return systemStatusSchema.parse(await apiRequest<unknown>('/api/admin/system'));
}

export function useSystemStatus() {
  return useQuery(
    queryOptions({
      queryKey: overviewKeys.system(),
      queryFn: getSystemStatus,
      refetchInterval: REFRESH_MS,
    }),
  );
}
