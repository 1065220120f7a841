import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The audit log's filters as the API takes them; empty strings mean "any". */
export type AuditQuery = { actorId: string; action: string; entity: string; from: string; to: string };

/** Query keys of the audit trail: the admin's full log and the overview's recent activity. */
export const auditKeys = {
  all: ['audit'] as const,
  logs: () => [...auditKeys.all, 'log'] as const,
  log: (query: AuditQuery) => [...auditKeys.logs(), query] as const,
  recent: () => [...auditKeys.all, 'recent'] as const,
};

/**
 * Every change made through this app is audited, so any mutation that succeeds has added a line
 * to the trail: the trail refetches then, and no other feature needs to know its keys.
 */
export function useRefetchAfterMutations() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: auditKeys.all });
        }
      }),
    [queryClient],
  );
}
