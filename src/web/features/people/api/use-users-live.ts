import { useRefetchOnLive } from '@web/lib/api-query';
import { usersKeys } from './people-keys';

/**
 * D14: the server announces every change to people (created, registered, edited, banned, assigned,
 * deleted, erased) and every recovery or case change; the tab refetches what it shows.
 */
export function useUsersLive() {
  useRefetchOnLive(['users', 'cases', 'ledger'], usersKeys.all);
}
