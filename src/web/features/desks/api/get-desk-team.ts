import {
  type ManagerTeamPage,
  type ManagerTeamQuery,
  type MemberFigures,
  managerTeamSchema,
} from '@shared/contracts/desks-team';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { useState } from 'react';
import { deskKeys } from './desk-keys';
import type { ManagerDashboard, TeamMember } from './get-manager-dashboard';

/** GET /api/manager/team: a page of the desk's team after `cursor` (D25). */
export function getTeamPage(query: ManagerTeamQuery): Promise<ManagerTeamPage> {
  const params = new URLSearchParams();
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  if (query.role) params.set('role', query.role);
  return getParsed(`/api/manager/team?${params}`, managerTeamSchema);
}

export type DeskTeam = {
  members: TeamMember[];
  performance: Record<string, MemberFigures>;
  /** More members than are shown: "Show more" asks the next page. */
  more: boolean;
  loadingMore: boolean;
  showMore: () => void;
};

/**
 * The team as the Team and Performance tabs show it: the dashboard's first page, then the pages
 * "Show more" asks, in the same order (D25). The rest is one infinite query keyed by where the
 * first page ended, so both tabs share what was loaded, and a live change refetches it with the
 * dashboard (deskKeys.all).
 */
export function useDeskTeam(dashboard: ManagerDashboard): DeskTeam {
  const queryClient = useQueryClient();
  const after = dashboard.teamNextCursor;
  const queryKey = deskKeys.team(after);
  const [asked, setAsked] = useState(false);
  const rest = useInfiniteQuery({
    queryKey,
    initialPageParam: after ?? '',
    queryFn: ({ pageParam }) => getTeamPage({ cursor: pageParam }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Nothing is asked until "Show more" (or another tab already asked).
    enabled: after !== null && (asked || queryClient.getQueryData(queryKey) !== undefined),
  });
  const pages = rest.data?.pages ?? [];
  const byId = new Map(dashboard.teamMembers.map((m) => [m.id, m]));
  // A member moved by a rename between two pages would come twice: shown once.
  for (const page of pages) for (const m of page.teamMembers) if (!byId.has(m.id)) byId.set(m.id, m);
  return {
    members: [...byId.values()],
    performance: Object.assign({}, dashboard.performance, ...pages.map((p) => p.performance)),
    more: rest.data ? rest.hasNextPage : after !== null,
    loadingMore: rest.isFetching,
    showMore: () => (rest.data ? void rest.fetchNextPage() : setAsked(true)),
  };
}

/** How many lawyers one page of the lawyer list brings (the API's maximum). */
const LAWYER_PAGE = 100;

/**
 * Every lawyer of the desk, for the case filters and the assign dialog (a lawyer on a later team
 * page must still be choosable): the team endpoint's lawyer pages, walked to the end. Asked only
 * when the dashboard's first page is not the whole team (`enabled`).
 */
export function useDeskLawyers(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: deskKeys.lawyers(),
    queryFn: async () => {
      const lawyers: TeamMember[] = [];
      let cursor: string | undefined;
      do {
        const page = await getTeamPage({ role: 'lawyer', limit: LAWYER_PAGE, cursor });
        lawyers.push(...page.teamMembers);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return lawyers;
    },
  });
}
