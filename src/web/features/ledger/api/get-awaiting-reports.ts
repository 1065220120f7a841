import { type AwaitingReports, awaitingReportsSchema } from '@shared/contracts/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { ledgerKeys } from './ledger-keys';

/** GET /api/ledger/awaiting-confirmation: reported recoveries waiting for a second person (D26). */
export async function getAwaitingReports(): Promise<AwaitingReports> {
  return getParsed('/api/ledger/awaiting-confirmation', awaitingReportsSchema);
}

export const awaitingReportsQueryOptions = () =>
  queryOptions({ queryKey: ledgerKeys.awaiting(), queryFn: getAwaitingReports });

export function useAwaitingReports() {
  // A report, a confirmation (by hand or by a statement line), a retraction or a rejection.
  useRefetchOnLive(['ledger'], ledgerKeys.awaiting());
  return useQuery(awaitingReportsQueryOptions());
}
