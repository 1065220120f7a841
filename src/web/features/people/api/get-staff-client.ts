import { type CaseClient, caseClientSchema } from '@shared/contracts/cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { clientsKeys } from './people-keys';

export type StaffRole = 'lawyer' | 'manager';

/** GET /api/{role}/clients/:id: the client and one case's loss and funds (their latest without caseId). */
export async function getStaffClient(
  role: StaffRole,
  clientId: string,
  caseId?: string,
): Promise<CaseClient> {
  const query = caseId ? `?caseId=${encodeURIComponent(caseId)}` : '';
  return caseClientSchema.parse(
    await apiRequest<unknown>(`/api/${role}/clients/${encodeURIComponent(clientId)}${query}`),
  );
}

export const staffClientQueryOptions = (role: StaffRole, clientId: string, caseId?: string) =>
  queryOptions({
    queryKey: clientsKeys.client(role, clientId, caseId),
    queryFn: () => getStaffClient(role, clientId, caseId),
  });

export function useStaffClient(
  role: StaffRole,
  clientId: string,
  caseId: string | undefined,
  enabled: boolean,
) {
  return useQuery({ ...staffClientQueryOptions(role, clientId, caseId), enabled });
}
