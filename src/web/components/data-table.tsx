import { flexRender, type Header, type RowData, type Table } from '@tanstack/react-table';
import { ScrollRegion } from '@web/components/scroll-region';
import { cn } from '@web/lib/cn';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration for the two to merge.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and body cells: alignment, or hiding it on narrow screens. */
    className?: string;
  }
}

/** A list sorted by the server: the table draws the order and asks for another by column id. */
export type TableSort<S extends string> = {
  /** The column ids the server can sort by; other headers are plain text. */
  columns: readonly S[];
  column: S;
  order: 'asc' | 'desc';
  onSort: (column: S) => void;
};

/**
 * Class slots. Each replaces its default rather than adding to it, so no screen depends on
 * tailwind-merge to win a conflict (see cn.ts).
 */
type Slots = {
  /** The scrolling box around the table. */
  root: string;
  table: string;
  head: string;
  /** Padding shared by header and body cells. */
  pad: string;
  /** Added to the header cells. */
  th: string;
  row: string;
};

const DEFAULTS: Slots = {
  root: 'overflow-x-auto rounded-lg border border-border bg-background',
  table: 'w-full text-left text-sm',
  head: 'bg-muted/60 text-xs text-muted-foreground',
  pad: 'px-3 py-2',
  th: '',
  row: 'border-t border-border align-middle',
};

type DataTableProps<T, S extends string> = {
  table: Table<T>;
  /** Read by screen readers to name the table. */
  caption: string;
  /**
   * Makes the scrolling box a named region in the tab order, for tables wide enough to scroll
   * sideways (axe scrollable-region-focusable).
   */
  regionLabel?: string | undefined;
  /** The column whose cells name their row (`<th scope="row">`). */
  rowHeader?: string;
  sort?: TableSort<S> | undefined;
  classNames?: Partial<Slots>;
};

/** Draws a TanStack table as it is (paging, sorting and filtering happen on the server): headers, then rows. */
export function DataTable<T, S extends string = string>({
  table,
  caption,
  regionLabel,
  rowHeader,
  sort,
  classNames,
}: DataTableProps<T, S>) {
  const c = { ...DEFAULTS, ...classNames };
  const body = (
    <table className={c.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={c.head}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell
                key={header.id}
                header={header}
                sort={sort}
                className={cn(c.pad, 'font-medium', c.th)}
              />
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={c.row}>
            {row.getVisibleCells().map((cell) => {
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              const meta = cell.column.columnDef.meta?.className;
              return cell.column.id === rowHeader ? (
                <th key={cell.id} scope="row" className={cn(c.pad, 'text-left font-medium', meta)}>
                  {content}
                </th>
              ) : (
                <td key={cell.id} className={cn(c.pad, meta)}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!regionLabel) return <div className={c.root}>{body}</div>;
  return (
    <ScrollRegion label={regionLabel} className={c.root}>
      {body}
    </ScrollRegion>
  );
}

function HeaderCell<T, S extends string>({
  header,
  sort,
  className,
}: {
  header: Header<T, unknown>;
  sort: TableSort<S> | undefined;
  className: string;
}) {
  const id = header.column.id;
  const label = flexRender(header.column.columnDef.header, header.getContext());
  const cellClass = cn(className, header.column.columnDef.meta?.className);
  const sortable = sort?.columns.find((column) => column === id);
  if (!sort || sortable === undefined) {
    return (
      <th scope="col" className={cellClass}>
        {label}
      </th>
    );
  }
  const current = sort.column === sortable;
  const ariaSort = !current ? 'none' : sort.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={ariaSort} className={cellClass}>
      <button
        type="button"
        onClick={() => sort.onSort(sortable)}
        className="inline-flex items-center gap-1 rounded-sm hover:text-navy focus-visible:outline-2 focus-visible:outline-ring"
      >
        {label}
        {!current ? (
          <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
        ) : sort.order === 'asc' ? (
          <ArrowUp aria-hidden="true" className="size-3.5" />
        ) : (
          <ArrowDown aria-hidden="true" className="size-3.5" />
        )}
      </button>
    </th>
  );
}
