import { Skeleton } from '@web/components/ui/skeleton';

/** Keys for the placeholder rows: they never reorder, and a list shows at most this many. */
const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

type LoadingRowsProps = {
  /** Announced instead of the grey rows, e.g. "Loading cases". */
  label: string;
  rows?: 3 | 4 | 5 | 6;
  /** The height of one row of the table that will replace them. */
  rowHeight?: 'h-10' | 'h-12';
};

/** Grey rows where a table is loading, announced once as a status. */
export function LoadingRows({ label, rows = 3, rowHeight = 'h-10' }: LoadingRowsProps) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className={rowHeight} />
      ))}
    </div>
  );
}

type LoadingBlocksProps = {
  /** Announced instead of the grey blocks, e.g. "Loading the analytics". */
  label: string;
  count: 2 | 3 | 4;
  /** The height of one card or chart that will replace them. */
  height: 'h-28' | 'h-32' | 'h-40' | 'h-80';
  /** The grid the cards or charts will fill, so the page does not jump when they come. */
  grid: string;
};

/** Grey blocks where cards or charts are loading, in their grid, announced once as a status. */
export function LoadingBlocks({ label, count, height, grid }: LoadingBlocksProps) {
  return (
    <div role="status" aria-label={label} className={grid}>
      {KEYS.slice(0, count).map((key) => (
        <Skeleton key={key} className={height} />
      ))}
    </div>
  );
}

/** The row of four figure cards at the top of a money screen (financials, a month's reconciliation). */
export const FIGURE_CARDS_GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-4';

/** That row while its figures load: four grey cards in the same grid, so nothing jumps. */
export function FigureCardsLoading({ label, height }: Pick<LoadingBlocksProps, 'label' | 'height'>) {
  return <LoadingBlocks label={label} count={4} height={height} grid={FIGURE_CARDS_GRID} />;
}
