import { deskListSchema } from '@shared/contracts/desks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { usersKeys } from './users-keys';

/** GET /api/admin/desks: the desks a lawyer or manager can belong to (by name). */
export async function getDesks() {
  return deskListSchema.parse(await apiRequest<unknown>('/api/admin/desks'));
}

export function useDesks(enabled = true) {
  return useQuery({ queryKey: usersKeys.desks(), queryFn: getDesks, enabled });
}
