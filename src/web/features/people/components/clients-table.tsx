import type { LawyerClientRow } from '@shared/contracts/people-clients';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { ClientActions } from './client-actions';
import { ClientCard } from './client-card';
import { ClientStatusBadge } from './client-status-badge';

type ClientsTableProps = {
  clients: LawyerClientRow[];
  onEdit: (client: LawyerClientRow) => void;
  onOpenCase: (caseId: string) => void;
};

const column = createColumnHelper<LawyerClientRow>();
const numeric = { className: 'text-right tabular-nums whitespace-nowrap' };
/** Shown on wide screens only; the cards below 1280 px list every field. */
const WIDE_ONLY = { className: 'hidden 2xl:table-cell' };

/**
 * One page of clients: a dense table from 1280 px (phone and joined from 1536 px; the case count
 * is on the Cases button), cards below it (768 px and phones), so no row scrolls sideways.
 * Sorting and paging are the server's (D14).
 */
export function ClientsTable({ clients, onEdit, onOpenCase }: ClientsTableProps) {
  const { t } = useTranslation('people');
  const f = useFormats();
  /** An amount in the client's currency, right-aligned. */
  const moneyColumn = (
    key: 'lossAmountCents' | 'recoveredAmountCents' | 'availableBalanceCents',
    id: string,
    header: () => string,
  ) =>
    column.accessor(key, {
      id,
      header,
      cell: (c) => f.money(c.getValue(), c.row.original.currency),
      meta: numeric,
    });
  const columns = [
    column.accessor((c) => `${c.firstName} ${c.lastName}`, { id: 'name', header: () => t('columns.name') }),
    column.accessor('email', { header: () => t('columns.email') }),
    column.accessor('phone', {
      header: () => t('columns.phone'),
      cell: (c) => c.getValue() ?? t('none'),
      meta: WIDE_ONLY,
    }),
    column.accessor('status', {
      header: () => t('columns.status'),
      cell: (c) => <ClientStatusBadge status={c.getValue()} />,
    }),
    moneyColumn('lossAmountCents', 'lossAmount', () => t('columns.loss')),
    moneyColumn('recoveredAmountCents', 'recoveredAmount', () => t('columns.recovered')),
    moneyColumn('availableBalanceCents', 'availableBalance', () => t('columns.available')),
    column.accessor('joinDate', {
      header: () => t('clients.columns.joined'),
      cell: (c) => f.date(c.getValue()),
      meta: WIDE_ONLY,
    }),
    column.display({
      id: 'actions',
      header: () => t('columns.actions'),
      cell: (c) => <ClientActions client={c.row.original} onEdit={onEdit} onOpenCase={onOpenCase} />,
    }),
  ];
  const table = useReactTable({ data: clients, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <DataTable
        table={table}
        caption={t('tableCaption')}
        regionLabel={t('tableCaption')}
        rowHeader="name"
        classNames={{
          root: 'hidden overflow-x-auto rounded-md border border-border xl:block',
          head: 'bg-muted/50 text-left',
          pad: 'px-2 py-2',
          th: 'whitespace-nowrap',
        }}
      />
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
        {clients.map((client) => (
          <ClientCard key={client.id} client={client} onEdit={onEdit} onOpenCase={onOpenCase} />
        ))}
      </ul>
    </>
  );
}
