import { type CaseLedger, caseLedgerSchema } from '@shared/contracts/ledger';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { ledgerKeys } from './ledger-keys';

export type { CaseLedger };

/** GET /api/cases/:id/ledger: every entry of the case and the totals derived from its postings. */
export async function getCaseLedger(caseId: string): Promise<CaseLedger> {
  return getParsed(`/api/cases/${encodeURIComponent(caseId)}/ledger`, caseLedgerSchema);
}

export const caseLedgerQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: ledgerKeys.case(caseId), queryFn: () => getCaseLedger(caseId) });

/**
 * The case's ledger; waits while there is no case yet. A recovery, a reversal, a withdrawal or a
 * change to the case moves its figures, so each one the server announces refetches it.
 */
export function useCaseLedger(caseId: string | undefined) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      caseId &&
      (['ledger', 'withdrawals', 'cases'] as const).some((list) => affects(event, list, caseId))
    ) {
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.case(caseId) });
    }
  });
  return useQuery({ ...caseLedgerQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
}
