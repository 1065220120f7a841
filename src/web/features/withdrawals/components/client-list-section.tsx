import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailedInline } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import type { ReactNode } from 'react';

type ClientListSectionProps<T> = {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  loadFailed: string;
  empty: string;
  /** The placeholder while loading, about the height of a first row. */
  skeletonClassName: string;
  listClassName: string;
  /** One list item (an `li` with its key). */
  children: (item: T) => ReactNode;
};

/** One of the client's own lists on the payments tab: headed, then loading, failed, empty or its items. */
export function ClientListSection<T>(props: ClientListSectionProps<T>) {
  const { query } = props;
  return (
    <section aria-labelledby={props.id} className="grid content-start gap-3">
      <SectionHeading id={props.id} level={3} title={props.title} />
      {query.isPending ? (
        <Skeleton className={props.skeletonClassName} />
      ) : query.isError ? (
        <LoadFailedInline message={props.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      ) : (
        <ul className={props.listClassName}>{query.data.map(props.children)}</ul>
      )}
    </section>
  );
}
