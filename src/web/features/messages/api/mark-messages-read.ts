import { messageReadStateSchema } from '@shared/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /api/cases/:id/messages/read: marks the thread read up to its newest message. */
export async function markMessagesRead(caseId: string) {
  return messageReadStateSchema.parse(
    await apiRequest<unknown>(`/api/cases/${caseId}/messages/read`, { method: 'POST' }),
  );
}

export function useMarkMessagesRead(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markMessagesRead(caseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.case(caseId) }),
  });
}
