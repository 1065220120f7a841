import type { Db } from '../db/client';
import type { AuditedCall } from './audit';
import { publishEvent } from './bus';

/** Admin screens listing people or desks refetch on this event (D14: pushed, polling as fallback). */
export function publishListChanged(db: Db, list: 'users' | 'desks' | 'cases', deskIds: string[] = []) {
  return publishEvent(db, {
    type: 'list-changed',
    list,
    audience: { roles: ['admin'], ...(deskIds.length ? { deskIds } : {}) },
  });
}

/** What every admin use case receives: the database, who acts, and the request for the audit row. */
export type AdminCall = AuditedCall;
