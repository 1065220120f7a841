import type { DormantBalance } from '@shared/contracts/ledger-dormant-balances';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { formatCount, formatDate, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const column = createColumnHelper<DormantBalance>();
const figure = 'text-right tabular-nums whitespace-nowrap';

/** One row per client and currency: who, which cases, how much, and since when nothing moved. */
export function DormantBalancesTable({ balances }: { balances: DormantBalance[] }) {
  const { t, i18n } = useTranslation('ledger');
  const locale = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('clientName', { header: () => t('dormant.columns.client') }),
      column.accessor('cases', {
        header: () => t('dormant.columns.case'),
        cell: (c) => (
          <ul className="grid gap-0.5">
            {c.getValue().map((theCase) => (
              <li key={theCase.id} className="whitespace-nowrap">
                {theCase.reference}
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor('amountCents', {
        header: () => t('dormant.columns.amount'),
        cell: (c) => formatMoney(c.getValue(), c.row.original.currency, locale),
        meta: { className: figure },
      }),
      column.accessor('lastMovementAt', {
        header: () => t('dormant.columns.lastMovement'),
        cell: (c) => formatDate(c.getValue(), locale),
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor('monthsUntouched', {
        header: () => t('dormant.columns.months'),
        cell: (c) => formatCount(c.getValue(), locale),
        meta: { className: figure },
      }),
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: balances,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (b) => `${b.clientId}-${b.currency}`,
  });
  return (
    <DataTable
      table={table}
      caption={t('dormant.caption')}
      regionLabel={t('dormant.caption')}
      rowHeader="clientName"
      classNames={{ table: 'w-full min-w-[40rem] text-left text-sm' }}
    />
  );
}
