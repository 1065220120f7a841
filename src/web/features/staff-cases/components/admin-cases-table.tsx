import type { Phase } from '@shared/domain/phases';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDate, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCase } from '../api/get-admin-cases';
import { PhaseBadge } from './case-badges';

/** On narrow screens the case, client, phase, lawyer and the way in stay; the rest waits for room. */
const RESPONSIVE: Record<string, string> = {
  desk: 'hidden lg:table-cell',
  opened: 'hidden lg:table-cell',
  amounts: 'hidden md:table-cell',
};

/** One page of the firm's cases, in the server's order (newest first): the table only draws. */
export function AdminCasesTable({ cases, onOpen }: { cases: AdminCase[]; onOpen: (caseId: string) => void }) {
  const { t, i18n } = useTranslation('adminCases');
  const locale = i18n.language;
  const columns = useMemo<ColumnDef<AdminCase>[]>(
    () => [
      {
        id: 'case',
        header: t('columns.case'),
        cell: ({ row }) => (
          <div className="grid min-w-40 gap-0.5">
            <span className="font-mono text-xs whitespace-nowrap text-muted-foreground">
              {row.original.reference}
            </span>
            <span className="break-words text-navy">{row.original.title}</span>
          </div>
        ),
      },
      { id: 'client', header: t('columns.client'), cell: ({ row }) => row.original.clientName },
      {
        id: 'phase',
        header: t('columns.phase'),
        cell: ({ row }) => <PhaseBadge phase={row.original.phase as Phase} />,
      },
      {
        id: 'lawyer',
        header: t('columns.lawyer'),
        cell: ({ row }) =>
          row.original.lawyerName ?? <span className="text-muted-foreground italic">{t('unassigned')}</span>,
      },
      {
        id: 'desk',
        header: t('columns.desk'),
        cell: ({ row }) =>
          row.original.deskName ?? <span className="text-muted-foreground italic">{t('noDesk')}</span>,
      },
      {
        id: 'amounts',
        header: t('columns.amounts'),
        cell: ({ row }) => (
          <div className="grid text-right whitespace-nowrap tabular-nums">
            <span>
              {t('lost', { amount: formatMoney(row.original.amountLost, row.original.currency, locale) })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('recovered', {
                amount: formatMoney(row.original.recoveredAmount, row.original.currency, locale),
              })}
            </span>
          </div>
        ),
      },
      {
        id: 'opened',
        header: t('columns.opened'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDate(row.original.createdAt, locale)}</span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('open', { reference: row.original.reference, client: row.original.clientName })}
            onClick={() => onOpen(row.original.id)}
          >
            {t('view')}
          </Button>
        ),
      },
    ],
    [t, locale, onOpen],
  );
  const table = useReactTable({
    data: cases,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });
  return (
    <section
      aria-label={t('tableLabel')}
      className="overflow-x-auto rounded-lg border border-border bg-background"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn('px-3 py-2 font-medium', RESPONSIVE[header.column.id])}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-middle">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cn('px-3 py-2', RESPONSIVE[cell.column.id])}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
