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
export const LOGIN_PAGE_BY_ROLE: Record<Role, string> = {
  admin: '/admin-login',
  manager: '/login',
  lawyer: '/login',
  client: '/client-login',
};

export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;
