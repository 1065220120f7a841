import type { LiveList } from '@shared/contracts/live-events';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { affects, useLiveEvent } from './live-events';

/** Anything with zod's `parse`: the contract's schema of the answer. */
type Parser<T> = { parse: (value: unknown) => T };

/** GET `path` and check the answer against the contract, so a screen never renders a wrong shape. */
export async function getParsed<T>(path: string, schema: Parser<T>): Promise<T> {
  return schema.parse(await apiRequest<unknown>(path));
}

/** A page of a list: the previous page stays on screen while the next one loads, so it never jumps empty. */
export function pagedQueryOptions<T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/** Marks `queryKey` stale whenever the server announces a change to one of `lists` (or a resync). */
export function useRefetchOnLive(lists: readonly LiveList[], queryKey: QueryKey) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (lists.some((list) => affects(event, list))) void queryClient.invalidateQueries({ queryKey });
  });
}

/** A mutation after whose success every one of `staleKeys` is fetched again. */
export function useInvalidatingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  staleKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
