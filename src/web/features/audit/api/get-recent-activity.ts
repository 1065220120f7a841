import { auditListSchema } from '@shared/contracts/audit';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { useLiveEvent } from '@web/lib/live-events';
import type { z } from 'zod';
import { auditKeys, useRefetchAfterMutations } from './audit-keys';

export type AuditEntry = z.infer<typeof auditListSchema>['entries'][number];

const LIMIT = 10;
/** Not every audited action announces itself (sign-ins do not): a slow poll catches the rest. */
const REFRESH_MS = 30_000;

/** GET /api/admin/audit?limit=10: the latest entries of the audit trail, newest first (D4). */
export async function getRecentActivity() {
  return getParsed(`/api/admin/audit?limit=${LIMIT}`, auditListSchema);
}

export function useRecentActivity() {
  const queryClient = useQueryClient();
  useRefetchAfterMutations();
  // Any list that changed was changed by an audited action: the trail has a new line.
  useLiveEvent((event) => {
    if (event.type === 'list-changed' || event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: auditKeys.recent() });
    }
  });
  return useQuery(
    queryOptions({
      queryKey: auditKeys.recent(),
      queryFn: getRecentActivity,
      refetchInterval: REFRESH_MS,
    }),
  );
}
