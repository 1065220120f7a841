import type { FirmProfile, PublicContent, PublicStats, PublicTeamMember } from '@shared/contracts/public';
import type { StepEstimates } from '@shared/domain/firm-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * The public endpoints, typed but not parsed with zod: these calls are on the landing page's
 * first load, where zod would double the JavaScript (the server's response schemas already
 * guarantee the shapes).
 */
export type PublicFirm = { profile: FirmProfile; stepEstimates: StepEstimates };

const minutes = (n: number) => n * 60_000;

export const publicStatsQuery = () =>
  queryOptions({
    queryKey: ['public', 'stats'],
    queryFn: ({ signal }) => apiRequest<PublicStats>('/api/public/stats', { signal }),
    // The server caches the figures for a minute; asking more often gains nothing.
    staleTime: minutes(1),
  });

export const publicFirmQuery = () =>
  queryOptions({
    queryKey: ['public', 'firm'],
    queryFn: ({ signal }) => apiRequest<PublicFirm>('/api/public/firm', { signal }),
    staleTime: minutes(5),
  });

export const publicContentQuery = (language: string) =>
  queryOptions({
    queryKey: ['public', 'content', language],
    queryFn: ({ signal }) =>
      apiRequest<PublicContent>(`/api/public/content?lang=${encodeURIComponent(language)}`, { signal }),
    staleTime: minutes(5),
  });

export const publicTeamQuery = () =>
  queryOptions({
    queryKey: ['public', 'team'],
    queryFn: ({ signal }) => apiRequest<{ members: PublicTeamMember[] }>('/api/public/team', { signal }),
    staleTime: minutes(5),
  });
