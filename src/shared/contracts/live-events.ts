/**
 * The live events of GET /api/events (D14): the one list of names, used by the server's
 * publisher (core/bus.ts) and the web's subscriber (web/lib/live-events.ts), so a name that is
 * not here does not compile on either side. Events carry no personal data: only which list
 * changed (and for which case); a screen refetches through the access-checked endpoints.
 */

/** The SSE `event:` names a browser receives. */
export const LIVE_EVENT_TYPES = ['ready', 'notification', 'list-changed', 'resync'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * What a change publishes on the bus. The stream itself sends the others: `ready` when it opens
 * (again), `resync` when this instance lost its LISTEN connection and events may have been missed.
 */
export const PUBLISHED_EVENT_TYPES = [
  'notification',
  'list-changed',
] as const satisfies readonly LiveEventType[];
export type PublishedEventType = (typeof PUBLISHED_EVENT_TYPES)[number];

/** Which list a `list-changed` event says may be stale. */
export const LIVE_LISTS = [
  'approvals',
  'cases',
  'clients',
  'deadlines',
  'desks',
  'documents',
  'indicators',
  'leads',
  'ledger',
  'messages',
  'notifications',
  'payment-trail',
  'settings',
  'timeline',
  'users',
  'withdrawals',
] as const;
export type LiveList = (typeof LIVE_LISTS)[number];
