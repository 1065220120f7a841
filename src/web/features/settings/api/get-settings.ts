import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings: every setting, defaults where none was saved. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.settings(),
    queryFn: async ({ signal }) =>
      firmSettingsSchema.parse(await apiRequest<unknown>('/api/admin/settings', { signal })),
  });

export const useSettings = () => useQuery(settingsQuery());
