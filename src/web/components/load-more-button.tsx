import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import type { ReactNode } from 'react';

type LoadMoreButtonProps = {
  query: Pick<UseInfiniteQueryResult, 'isFetchingNextPage' | 'fetchNextPage'>;
  className?: string;
  children: ReactNode;
};

/** Fetches the next page of a list read in pages (a keyset cursor); pressed once until it has come. */
export function LoadMoreButton({ query, className, children }: LoadMoreButtonProps) {
  return (
    <Button
      variant="outline"
      className={className}
      busy={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
