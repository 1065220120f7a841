import { proposalMadeSchema } from '@shared/contracts/approvals';
import { firmSettingsSchema, type UpdateFirmSettings } from '@shared/domain/firm-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { settingsKeys } from './settings-keys';

/**
 * PUT /api/admin/settings with one section's keys only, so a save never resends another section.
 * A change that weakens a control is proposed instead (202, D37): `proposed` carries the note.
 */
export async function updateSettings(input: UpdateFirmSettings) {
  const body = await apiRequest<unknown>('/api/admin/settings', { method: 'PUT', body: input });
  const proposed = proposalMadeSchema.safeParse(body);
  if (proposed.success) return { proposed: proposed.data, settings: null } as const;
  return { proposed: null, settings: firmSettingsSchema.parse(body) } as const;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ settings }) => {
      if (settings) queryClient.setQueryData(settingsKeys.settings(), settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        // The approvals panel and notices (features/approvals' key family).
        queryClient.invalidateQueries({ queryKey: ['approvals'] }),
      ]);
    },
  });
}
