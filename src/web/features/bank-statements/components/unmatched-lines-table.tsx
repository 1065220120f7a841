import type { Unmatched } from '@shared/contracts/bank-statements';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { useFormats } from '@web/lib/use-formats';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LineActions } from './line-actions';
import { LineAmount } from './lines-table';

type UnmatchedLine = Unmatched['lines'][number];
const column = createColumnHelper<UnmatchedLine>();
/**
 * What the cells read besides their row, passed beside the columns rather than into them: new
 * columns remount every cell, and a statement list that arrives after the lines would close a
 * dialog a person had opened from one.
 */
type Meta = { fileNames: ReadonlyMap<string, string> };

/**
 * The "To match" list's left side: statement lines nothing explains yet, narrow enough for half
 * the width: how much and when, from whom and which statement, then Match… and Not client money….
 */
export function UnmatchedLinesTable({
  lines,
  fileNames,
  caption,
}: {
  lines: UnmatchedLine[];
  /** Statement id → its file name, to say where a line comes from. */
  fileNames: ReadonlyMap<string, string>;
  caption: string;
}) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  const columns = useMemo(
    () => [
      // Amount and date in one cell: the list shares the width with the ledger's side.
      column.accessor('amountCents', {
        header: () => t('bankMatching.toMatch.amountDate'),
        meta: { className: 'text-right' },
        cell: (c) => (
          <div className="grid justify-items-end gap-0.5">
            <LineAmount line={c.row.original} />
            <span className="text-xs whitespace-nowrap text-muted-foreground">
              {formats.date(c.row.original.bookingDate)}
            </span>
          </div>
        ),
      }),
      column.display({
        id: 'details',
        header: () => t('bankMatching.toMatch.details'),
        cell: (c) => {
          const line = c.row.original;
          const file = (c.table.options.meta as Meta).fileNames.get(line.statementId);
          return (
            <div className="grid max-w-64 min-w-36 gap-0.5 text-xs">
              <span className="text-sm">{line.counterpartyName ?? t('lines.none')}</span>
              {line.remittance ? <span className="break-words">{line.remittance}</span> : null}
              {file ? (
                <span className="break-all text-muted-foreground">
                  {t('bankMatching.toMatch.fromStatement', { name: file, no: line.lineNo })}
                </span>
              ) : null}
            </div>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('bankMatching.actions.column'),
        cell: (c) => <LineActions line={c.row.original} />,
      }),
    ],
    [t, formats],
  );
  const table = useReactTable({
    data: lines,
    columns,
    meta: { fileNames } satisfies Meta,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (line) => String(line.id),
  });
  return <DataTable table={table} caption={caption} regionLabel={caption} />;
}
