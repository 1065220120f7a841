import { firmSettingsSchema, type UpdateFirmSettings } from '@shared/domain/firm-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { settingsKeys } from './settings-keys';

/** PUT /api/admin/settings with one section's keys only, so a save never resends another section. */
export async function updateSettings(input: UpdateFirmSettings) {
  return firmSettingsSchema.parse(
    await apiRequest<unknown>('/api/admin/settings', { method: 'PUT', body: input }),
  );
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
