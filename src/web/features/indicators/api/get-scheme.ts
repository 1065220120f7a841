import { type Scheme, schemeSchema } from '@shared/contracts/indicators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { indicatorKeys } from './indicator-keys';

export type { Scheme };

/** GET /api/cases/:id/scheme: the cases connected to this one through shared indicators. */
export const getScheme = (caseId: string) =>
  getParsed(`/api/cases/${encodeURIComponent(caseId)}/scheme`, schemeSchema);

export const schemeQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: indicatorKeys.scheme(caseId), queryFn: () => getScheme(caseId) });

export function useScheme(caseId: string, enabled: boolean) {
  return useQuery({ ...schemeQueryOptions(caseId), enabled });
}

/** The scheme's indicators as a file for a police cyber unit or a CERT (CSV or STIX 2.1; audited). */
export const exportUrl = (caseId: string, format: 'csv' | 'stix') =>
  `/api/cases/${encodeURIComponent(caseId)}/scheme/export?format=${format}`;
