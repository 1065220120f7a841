import { settingChangesSchema } from '@shared/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings/changes: who last changed each saved setting, and when. */
export const settingChangesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.changes(),
    queryFn: async ({ signal }) =>
      settingChangesSchema.parse(await apiRequest<unknown>('/api/admin/settings/changes', { signal }))
        .changes,
  });

export const useSettingChanges = () => useQuery(settingChangesQuery());
