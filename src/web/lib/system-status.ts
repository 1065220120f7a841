import { systemStatusSchema } from '@shared/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { z } from 'zod';

export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** One key for both admin screens that show the measurements (overview and system tab): one cache, one poll. */
export const systemStatusKey = ['admin-system-status'] as const;

/** Live measurements change by themselves (no event announces them): re-read this often while shown (the screens say so). */
export const STATUS_REFRESH_SECONDS = 15;

/** GET /api/admin/system: the server's own measurements at this moment, each with its status (D4), never samples. */
export async function getSystemStatus(): Promise<SystemStatus> {
  return systemStatusSchema.parse(await apiRequest<unknown>('/api/admin/system'));
}

export function useSystemStatus() {
  return useQuery(
    queryOptions({
      queryKey: systemStatusKey,
      queryFn: getSystemStatus,
      refetchInterval: STATUS_REFRESH_SECONDS * 1000,
    }),
  );
}
