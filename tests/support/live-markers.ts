import type { LiveList } from '../../src/shared/contracts/live-events';

/**
 * List names no screen reads, so not in the contract: a test publishes one to mark a point in a
 * stream (events arrive in commit order, so once the marker is in, every earlier event is too).
 */
export const MARKER_LIST = 'marker' as LiveList;
export const END_LIST = 'end' as LiveList;
