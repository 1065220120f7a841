import { resultMessageSchema } from '@shared/contracts/common';
import { deskMutationSchema } from '@shared/contracts/desks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { deskKeys } from './desk-keys';

export type DeskInput = { name: string; countries: string[]; description: string };

/** POST /api/admin/desks, or PUT /api/admin/desks/:id when `id` is given. */
export async function saveDesk({ id, input }: { id?: string | undefined; input: DeskInput }) {
  const path = id ? `/api/admin/desks/${id}` : '/api/admin/desks';
  const body = await apiRequest<unknown>(path, { method: id ? 'PUT' : 'POST', body: input });
  return deskMutationSchema.parse(body).desk;
}

/** DELETE /api/admin/desks/:id: refused (409) while people belong to the desk. */
export async function deleteDesk(id: string) {
  return resultMessageSchema.parse(await apiRequest<unknown>(`/api/admin/desks/${id}`, { method: 'DELETE' }));
}

/** Desk changes show at once in the grid and the pickers (the audit log follows every mutation). */
function useInvalidateDesks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deskKeys.all });
}

export function useSaveDesk() {
  const invalidate = useInvalidateDesks();
  return useMutation({ mutationFn: saveDesk, onSuccess: invalidate });
}

export function useDeleteDesk() {
  const invalidate = useInvalidateDesks();
  // A refusal also refreshes the grid: its user count is what the refusal is about.
  return useMutation({ mutationFn: deleteDesk, onSettled: invalidate });
}
