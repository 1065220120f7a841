import { CHANGE_PASSWORD_PAGE, DASHBOARD_BY_ROLE, LOGIN_PAGE_BY_ROLE, type Role } from '@shared/domain/roles';
import { type PartialStage, SIGN_IN_STEP_PAGE } from '@shared/domain/sign-in';
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
  // D27: a password alone opens nothing; the step still missing comes first.
  if (user.stage !== 'complete') throw redirect(SIGN_IN_STEP_PAGE[user.stage]);
  // D31: an admin set this password; the server answers nothing else until it is replaced.
  if (user.mustChangePassword) throw redirect(CHANGE_PASSWORD_PAGE);
  if (user.role !== role) throw redirect(DASHBOARD_BY_ROLE[user.role]);
  return { user };
}

/** The change-password page: any signed-in person; a visitor without a session signs in first. */
export async function requireSignedIn(): Promise<DashboardSession> {
  const user = await fetchCurrentUser();
  if (!user) throw redirect('/client-login');
  if (user.stage !== 'complete') throw redirect(SIGN_IN_STEP_PAGE[user.stage]);
  return { user };
}

/**
 * A sign-in step's page (D27): only for a partial session at that step. Anyone else goes where
 * they belong: no session → sign in; the other step → its page; complete → onwards.
 */
export async function requireSignInStep(stage: PartialStage): Promise<DashboardSession> {
  const user = await fetchCurrentUser();
  if (!user) throw redirect('/login');
  if (user.stage === 'complete') {
    throw redirect(user.mustChangePassword ? CHANGE_PASSWORD_PAGE : DASHBOARD_BY_ROLE[user.role]);
  }
  if (user.stage !== stage) throw redirect(SIGN_IN_STEP_PAGE[user.stage]);
  return { user };
}

/** Like requireRole, but a visitor without a session gets `null` instead of a redirect. */
export async function optionalRole(role: Role): Promise<{ user: CurrentUser | null }> {
  const user = await fetchCurrentUser();
  // D27: the admin console shows its sign-in form in place, but a half-finished sign-in goes on.
  if (user && user.stage !== 'complete') throw redirect(SIGN_IN_STEP_PAGE[user.stage]);
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
