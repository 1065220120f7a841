import type { ReconciliationItem } from '@shared/contracts/reconciliation';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { formatDate } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney } from '../lib/signed-money';

const column = createColumnHelper<ReconciliationItem>();
const figure = 'text-right tabular-nums whitespace-nowrap';

/** Every itemised difference: what kind, when, how much (signed as it moves the bank's balance), and why. */
export function ReconciliationItemsTable({
  items,
  currency,
}: {
  items: ReconciliationItem[];
  currency: string;
}) {
  const { t, i18n } = useTranslation('reconciliation');
  const locale = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('kind', {
        header: () => t('items.columns.kind'),
        cell: (c) => t(`kind.${c.getValue()}`),
      }),
      column.accessor('date', {
        header: () => t('items.columns.date'),
        cell: (c) => formatDate(c.getValue(), locale),
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor('amountCents', {
        header: () => t('items.columns.amount'),
        cell: (c) => formatSignedMoney(c.getValue(), currency, locale),
        meta: { className: figure },
      }),
      column.accessor('description', {
        header: () => t('items.columns.description'),
        cell: (c) => c.getValue() ?? '—',
        meta: { className: 'break-words' },
      }),
      column.accessor('caseReference', {
        header: () => t('items.columns.case'),
        cell: (c) => c.getValue() ?? '—',
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor('reason', {
        header: () => t('items.columns.reason'),
        cell: (c) => c.getValue() ?? '—',
      }),
    ],
    [t, locale, currency],
  );
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item, index) => `${item.kind}-${item.date}-${index}`,
  });
  return (
    <DataTable
      table={table}
      caption={t('items.caption')}
      regionLabel={t('items.caption')}
      classNames={{ table: 'w-full min-w-[44rem] text-left text-sm' }}
    />
  );
}
