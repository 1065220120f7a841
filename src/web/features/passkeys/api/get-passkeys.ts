import { type PasskeyList, passkeyListSchema } from '@shared/contracts/passkeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { passkeyKeys } from './passkey-keys';

/** GET /api/auth/passkeys: the signed-in person's own passkeys. */
export const getPasskeys = (): Promise<PasskeyList> => getParsed('/api/auth/passkeys', passkeyListSchema);

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: passkeyKeys.list(), queryFn: getPasskeys });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
