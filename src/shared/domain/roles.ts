import { z } from 'zod';

export const ROLES = ['admin', 'manager', 'lawyer', 'client'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const STAFF_ROLES = ['admin', 'manager', 'lawyer'] as const satisfies readonly Role[];

/** Where each role lands after signing in (spec §4 "Staff login redirect by role"). */
export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  admin: '/admin-dashboard',
  manager: '/manager-dashboard',
  lawyer: '/lawyer-dashboard',
  client: '/client-dashboard',
};

/** The login page a visitor of each dashboard is sent to when not signed in. */
/** D31: where a person whose password an admin set must choose their own before anything else. */
export const CHANGE_PASSWORD_PAGE = '/change-password';

export const LOGIN_PAGE_BY_ROLE: Record<Role, string> = {
  admin: '/admin-login',
  manager: '/login',
  lawyer: '/login',
  client: '/client-login',
};

/**
 * A one-time set-password link names the person's role (`&as=lawyer`), so the page can send them
 * to their own sign-in page afterwards; the role decides nothing else, the token does.
 */
export function setPasswordPath(token: string, role: Role): string {
  return `/set-password?token=${encodeURIComponent(token)}&as=${role}`;
}

/** The sign-in page after a set-password link; an unknown or missing role gets the client's. */
export function signInPageAfterSetPassword(as: string | null): string {
  return (ROLES as readonly string[]).includes(as ?? '') ? LOGIN_PAGE_BY_ROLE[as as Role] : '/client-login';
}

export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;
