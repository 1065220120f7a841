import type { Phase } from '@shared/domain/phases';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { useCaseTitle } from '@web/lib/case-title';
import { formatDate, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCase } from '../api/get-admin-cases';
import { PhaseBadge } from './case-badges';
import { ConflictFlag } from './conflict-flag';

/**
 * On narrow screens the case, client, phase, lawyer and the way in stay; the rest waits for room.
 * The amounts too: at 768 px in Dutch they pushed View out of sight (issue 17).
 */
const FROM_LARGE = { className: 'hidden lg:table-cell' };

/** One page of the firm's cases, in the server's order (newest first): the table only draws. */
export function AllCasesTable({ cases, onOpen }: { cases: AdminCase[]; onOpen: (caseId: string) => void }) {
  const { t, i18n } = useTranslation('cases');
  const locale = i18n.language;
  const caseTitle = useCaseTitle();
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
            <span className="break-words text-navy">{caseTitle(row.original)}</span>
            <ConflictFlag open={row.original.conflictOpen} />
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
        meta: FROM_LARGE,
        header: t('columns.desk'),
        cell: ({ row }) =>
          row.original.deskName ?? <span className="text-muted-foreground italic">{t('noDesk')}</span>,
      },
      {
        id: 'amounts',
        meta: FROM_LARGE,
        header: t('columns.amounts'),
        cell: ({ row }) => (
          <div className="grid text-right whitespace-nowrap tabular-nums">
            <span>
              {t('lost', {
                amount: formatMoney(row.original.amountLostCents, row.original.currency, locale),
              })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('recovered', {
                amount: formatMoney(row.original.recoveredAmountCents, row.original.currency, locale),
              })}
            </span>
          </div>
        ),
      },
      {
        id: 'opened',
        meta: FROM_LARGE,
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
    [t, locale, onOpen, caseTitle],
  );
  const table = useReactTable({
    data: cases,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });
  return <DataTable table={table} caption={t('caption')} regionLabel={t('tableLabel')} />;
}
