import { type Message, messageSchema } from '@shared/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /api/cases/:id/messages: the team is notified by the server. */
export async function sendMessage(caseId: string, body: string): Promise<Message> {
  return messageSchema.parse(
    await apiRequest<unknown>(`/api/cases/${caseId}/messages`, { method: 'POST', body: { body } }),
  );
}

export function useSendMessage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(caseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.case(caseId) }),
  });
}
