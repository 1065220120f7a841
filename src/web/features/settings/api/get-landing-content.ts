import { publishedLandingContentSchema } from '@shared/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings/landing-content: what the landing page publishes now, per language (D20). */
export const landingContentQuery = () =>
  queryOptions({
    queryKey: settingsKeys.landing(),
    queryFn: async ({ signal }) =>
      publishedLandingContentSchema.parse(
        await apiRequest<unknown>('/api/admin/settings/landing-content', { signal }),
      ).languages,
  });

export const useLandingContent = () => useQuery(landingContentQuery());
