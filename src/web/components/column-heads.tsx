import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/** A column's header: figures are aligned to the end so their digits line up; `className` adds to it. */
export type Column = { label: ReactNode; figure?: boolean; className?: string };

/** A table's row of column headers (th scope="col"), one padding and weight for every table. */
export function ColumnHeads({ columns, className }: { columns: readonly Column[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column, index) => (
        <th
          // Columns never reorder: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          scope="col"
          className={cn(
            'px-3 py-2 font-medium',
            column.figure ? 'text-right' : 'text-left',
            column.className,
          )}
        >
          {column.label}
        </th>
      ))}
    </tr>
  );
}
