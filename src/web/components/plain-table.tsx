import { type Column, ColumnHeads } from '@web/components/column-heads';
import { ScrollRegion } from '@web/components/scroll-region';
import type { ReactNode } from 'react';

/**
 * A hand-written table (rows drawn by the caller, no TanStack) in the same bordered box as
 * DataTable: a named region that scrolls sideways, its caption for screen readers, one row of
 * column headers, then the caller's rows.
 */
export function PlainTable(props: { caption: string; columns: readonly Column[]; children: ReactNode }) {
  return (
    <ScrollRegion label={props.caption} className="rounded-lg border border-border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <ColumnHeads columns={props.columns} />
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The cell that names a row of people (a desk's team, its performance): the person's full name. */
export function PersonRowHeader({ person }: { person: { firstName: string; lastName: string } }) {
  return (
    <th
      scope="row"
      className="px-3 py-2 font-medium text-navy"
    >{`${person.firstName} ${person.lastName}`}</th>
  );
}
