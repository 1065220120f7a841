import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@web/components/load-failed';
import type { ReactNode } from 'react';

type QueryViewProps<T> = {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  /** Stands in while the first answer is on its way (a later page keeps the previous one on screen). */
  loading: ReactNode;
  /** What the answer shows, its empty case included. */
  children: (data: T) => ReactNode;
};

/**
 * A section fed by one query, in its three states: the placeholder while loading, the plain-words
 * failure with a retry when it could not load, then the data. Every screen fails the same way.
 */
export function QueryView<T>({ query, loading, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
