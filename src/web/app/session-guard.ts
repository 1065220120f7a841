import { CHANGE_PASSWORD_PAGE, DASHBOARD_BY_ROLE, LOGIN_PAGE_BY_ROLE, type Role } from '@shared/domain/roles';
import { type CurrentUser, meQueryOptions } from '@web/features/auth';
import { isUnauthenticated } from '@web/lib/api-client';
import { redirect } from 'react-router';
import { queryClient } from './query-client';

export type DashboardSession = { user: CurrentUser };

/**
 * Route loader for a dashboard. Only chooses which screen to show: the server checks the session
 * and role on every API call anyway (D8). Asks /me afresh on each visit, so a session ended in
 * another tab is noticed at once.
 */
export async function requireRole(role: Role): Promise<DashboardSession> {
  const user = await fetchCurrentUser();
  if (!user) throw redirect(LOGIN_PAGE_BY_ROLE[role]);
  // D31: an admin set this password; the server answers nothing else until it is replaced.
  if (user.mustChangePassword) throw redirect(CHANGE_PASSWORD_PAGE);
  if (user.role !== role) throw redirect(DASHBOARD_BY_ROLE[user.role]);
  return { user };
}

/** The change-password page: any signed-in person; a visitor without a session signs in first. */
export async function requireSignedIn(): Promise<DashboardSession> {
  const user = await fetchCurrentUser();
  if (!user) throw redirect('/client-login');
  return { user };
}

/** Like requireRole, but a visitor without a session gets `null` instead of a redirect. */
export async function optionalRole(role: Role): Promise<{ user: CurrentUser | null }> {
  const user = await fetchCurrentUser();
  if (user && user.role !== role) throw redirect(DASHBOARD_BY_ROLE[user.role]);
  return { user };
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    return me.user;
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}
