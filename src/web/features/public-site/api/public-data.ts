import type {
  FirmProfile,
  PublicContent,
  PublicStats,
  PublicTeamMember,
} from '@shared/contracts/public-site';
import type { StepEstimates } from '@shared/domain/firm-settings';
import { useEffect, useSyncExternalStore } from 'react';
import { createResourceStore, type ResourceState } from './resource-store';

/**
 * The public endpoints, typed but not parsed with zod: these calls are on the landing page's
 * first load, where zod would double the JavaScript (the server's response schemas already
 * guarantee the shapes). A plain fetch: these pages only need to know that a read failed, not
 * why, so the app's API client stays off their first load too.
 */
export type PublicFirm = { profile: FirmProfile; stepEstimates: StepEstimates };

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const store = createResourceStore(fetchJson);
const minutes = (n: number) => n * 60_000;

function usePublicResource<T>(url: string, staleMs: number): ResourceState<T> {
  useEffect(() => store.ensure(url, staleMs), [url, staleMs]);
  return useSyncExternalStore(
    (listener) => store.subscribe(url, listener),
    () => store.read<T>(url),
    () => store.read<T>(url),
  );
}

// The server caches the figures for a minute; asking more often gains nothing.
export const usePublicStats = () => usePublicResource<PublicStats>('/api/public/stats', minutes(1));

export const usePublicFirm = () => usePublicResource<PublicFirm>('/api/public/firm', minutes(5));

export const usePublicContent = (language: string) =>
  usePublicResource<PublicContent>(`/api/public/content?lang=${encodeURIComponent(language)}`, minutes(5));

export const usePublicTeam = () =>
  usePublicResource<{ members: PublicTeamMember[] }>('/api/public/team', minutes(5));
