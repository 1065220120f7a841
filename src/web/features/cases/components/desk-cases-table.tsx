import {
  MANAGER_CASE_SORTS,
  type ManagerCase,
  type ManagerCaseSort,
  type SortOrder,
} from '@shared/contracts/desks';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { formatDate, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ConflictFlag } from './conflict-flag';
import { CaseRowActions } from './desk-case-row-actions';
import { PhaseBadge } from './desk-phase-badge';

export type CasesTableProps = {
  cases: ManagerCase[];
  sort: ManagerCaseSort;
  order: SortOrder;
  onSort: (sort: ManagerCaseSort) => void;
  onAssign: (theCase: ManagerCase) => void;
  /** Issue 6 §14: when the route wires the client edit dialog, each row offers "Edit client". */
  onEditClient?: ((clientId: string, caseId: string) => void) | undefined;
};

/** The desk's cases, one page, sorted by the server (manualSorting): the table only draws. */
export function CasesTable({ cases, sort, order, onSort, onAssign, onEditClient }: CasesTableProps) {
  const { t, i18n } = useTranslation('cases');
  const wide = useMediaQuery('(min-width: 1024px)');
  const columns = useMemo<ColumnDef<ManagerCase>[]>(
    () => [
      {
        id: 'reference',
        header: t('cases.columns.reference'),
        cell: ({ row }) => (
          <div className="grid gap-1">
            <span className="font-mono text-xs whitespace-nowrap">{row.original.reference}</span>
            <ConflictFlag open={row.original.conflictOpen} />
          </div>
        ),
      },
      {
        id: 'client',
        header: t('cases.columns.client'),
        cell: ({ row }) => `${row.original.firstName} ${row.original.lastName}`,
      },
      {
        id: 'fraudType',
        header: t('cases.columns.fraudType'),
        cell: ({ row }) => t(`manager.fraudTypes.${row.original.fraudType}`),
      },
      {
        id: 'claimAmount',
        header: t('cases.columns.claimAmount'),
        cell: ({ row }) => formatMoney(row.original.claimAmountCents, row.original.currency, i18n.language),
      },
      {
        id: 'lawyer',
        header: t('cases.columns.lawyer'),
        cell: ({ row }) =>
          row.original.assignedLawyerName ?? (
            <span className="text-muted-foreground italic">{t('cases.unassigned')}</span>
          ),
      },
      {
        id: 'status',
        header: t('cases.columns.status'),
        cell: ({ row }) => <PhaseBadge phase={row.original.status} />,
      },
      {
        id: 'createdAt',
        header: t('cases.columns.createdAt'),
        cell: ({ row }) => formatDate(row.original.createdAt, i18n.language),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('cases.columns.actions')}</span>,
        cell: ({ row }) => (
          <CaseRowActions theCase={row.original} onAssign={onAssign} onEditClient={onEditClient} />
        ),
      },
    ],
    [t, i18n.language, onAssign, onEditClient],
  );
  const table = useReactTable({
    data: cases,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    // Under 1024 px the type, the amount and the opening date go: who has the case, its status
    // and the actions stay on screen without scrolling sideways, in German too (issue 17).
    state: { columnVisibility: { fraudType: wide, claimAmount: wide, createdAt: wide } },
  });
  return (
    <DataTable
      table={table}
      caption={t('cases.caption')}
      regionLabel={t('cases.caption')}
      // Column id = the server's sort key (the contract's list), so a header click asks the server
      // for that order.
      sort={{ columns: MANAGER_CASE_SORTS, column: sort, order, onSort }}
      classNames={{ pad: 'px-2 py-2 lg:px-3' }}
    />
  );
}
