import { useRefetchOnLive } from '@web/lib/api-query';
import { deskKeys } from './desk-keys';

/**
 * Keeps the desk current without a reload: a new registration, an assignment or a phase change
 * announces the case list, a recovery or reversal the ledger, a new or changed team member the
 * user list.
 */
export function useManagerLive() {
  useRefetchOnLive(['cases', 'ledger', 'users'], deskKeys.all);
}
