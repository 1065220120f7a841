import { type TimelineEvent, timelineEventSchema } from '@shared/contracts/cases';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/client/notes: the note lands on the case's timeline. The server then announces the
 * timeline change, on which the portal's dashboard (recent activity) refetches by itself.
 */
export async function addClientNote(input: { caseId: string; body: string }): Promise<TimelineEvent> {
  return timelineEventSchema.parse(
    await apiRequest<unknown>('/api/client/notes', { method: 'POST', body: input }),
  );
}

export function useAddClientNote() {
  return useMutation({ mutationFn: addClientNote });
}
