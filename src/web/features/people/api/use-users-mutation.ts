import { useInvalidatingMutation } from '@web/lib/api-query';
import { usersKeys } from './people-keys';

/** A mutation of this tab: on success every list, detail and figure of the tab is fetched again. */
export function useUsersMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(mutationFn, [usersKeys.all]);
}
