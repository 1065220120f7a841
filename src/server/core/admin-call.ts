import type { Db } from '../db/client';
import type { MailingCall } from './audit';
import { publishEvent } from './bus';

/** Admin screens listing people or desks refetch on this event (D14: pushed, polling as fallback). */
export function publishListChanged(db: Db, list: 'users' | 'desks' | 'cases', deskIds: string[] = []) {
  return publishEvent(db, {
    type: 'list-changed',
    list,
    audience: { roles: ['admin'], ...(deskIds.length ? { deskIds } : {}) },
  });
}

/**
 * What every admin use case receives: the database, who acts, the request for the audit row, and
 * the mail setup for the person it tells.
 */
export type AdminCall = MailingCall;
