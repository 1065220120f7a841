import { ColumnHeads } from '@web/components/column-heads';
import { ScrollRegion } from '@web/components/scroll-region';
import { type ReactNode, useId } from 'react';

type Column = { label: string; figure?: boolean };

/** The figures' cell: right-aligned digits that line up row under row. */
export const figureCell = 'px-3 py-2 text-right tabular-nums';

/**
 * A captioned table of figures in a region that scrolls sideways on a narrow screen (reachable by
 * keyboard, named by its caption); `children` are the body and footer rows.
 */
export function FigureTable(props: {
  caption: string;
  columns: Column[];
  minWidth: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className={`w-full ${props.minWidth} text-sm`}>
        <caption id={captionId} className="mb-2 text-left font-medium text-navy">
          {props.caption}
        </caption>
        <thead>
          <ColumnHeads className="border-b border-border text-muted-foreground" columns={props.columns} />
        </thead>
        {props.children}
      </table>
    </ScrollRegion>
  );
}
