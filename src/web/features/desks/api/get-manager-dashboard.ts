import { managerDashboardSchema } from '@shared/contracts/desks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import type { z } from 'zod';
import { deskKeys } from './desk-keys';

export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;
export type TeamMember = ManagerDashboard['teamMembers'][number];

/**
 * GET /api/manager/dashboard: the desk, its figures, the team's first page and its performance (D25; the
 * rest: get-desk-team.ts). Its page of cases is
 * not used (the cases tab asks GET /api/manager/cases, sorted and filtered), so one row is asked.
 */
export async function getManagerDashboard(): Promise<ManagerDashboard> {
  return getParsed('/api/manager/dashboard?limit=1', managerDashboardSchema);
}

export const managerDashboardQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.dashboard(), queryFn: getManagerDashboard });

export function useManagerDashboard() {
  return useQuery(managerDashboardQueryOptions());
}
