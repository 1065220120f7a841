import { passkeySchema } from '@shared/contracts/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { passkeyKeys } from './passkey-keys';

/** PATCH /api/auth/passkeys/:id: a new name for one of the person's passkeys. */
export async function renamePasskey({ id, name }: { id: string; name: string }) {
  return passkeySchema.parse(
    await apiRequest<unknown>(`/api/auth/passkeys/${id}`, { method: 'PATCH', body: { name } }),
  );
}

/** DELETE /api/auth/passkeys/:id: the passkey no longer signs this person in. */
export async function removePasskey(id: string): Promise<void> {
  await apiRequest<null>(`/api/auth/passkeys/${id}`, { method: 'DELETE' });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
