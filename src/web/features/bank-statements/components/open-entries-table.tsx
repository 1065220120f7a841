import type { OpenLedgerEntry } from '@shared/contracts/bank-statements';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { useFormats } from '@web/lib/use-formats';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { entryKindLabel } from './match-status';

const column = createColumnHelper<OpenLedgerEntry>();

/**
 * The "To match" list's right side: ledger entries no statement line stands for yet (reported and
 * confirmed recoveries, payouts), with the case, the client, the amount, the date and the reference.
 */
export function OpenEntriesTable({ entries, caption }: { entries: OpenLedgerEntry[]; caption: string }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  const columns = useMemo(
    () => [
      column.accessor('caseReference', {
        header: () => t('bankMatching.entries.case'),
        cell: (c) => (
          <div className="grid min-w-32 gap-0.5">
            <span className="font-medium whitespace-nowrap text-navy">
              {c.getValue() ?? t('bankMatching.status.noCase')}
            </span>
            <span className="text-xs text-muted-foreground">
              {c.row.original.clientName ?? t('lines.none')}
            </span>
          </div>
        ),
      }),
      column.accessor('amountCents', {
        header: () => t('lines.columns.amount'),
        meta: { className: 'text-right' },
        cell: (c) => {
          const entry = c.row.original;
          return (
            <div className="grid justify-items-end gap-1 whitespace-nowrap">
              <span className="font-medium tabular-nums text-navy">
                {formats.money(entry.direction === 'credit' ? c.getValue() : -c.getValue(), entry.currency)}
              </span>
              <Badge tone={entry.kind === 'recovery_report' ? 'info' : 'neutral'}>
                {entryKindLabel(t, entry.kind)}
              </Badge>
            </div>
          );
        },
      }),
      column.accessor('date', {
        header: () => t('bankMatching.entries.dateReference'),
        cell: (c) => (
          <div className="grid max-w-48 min-w-28 gap-0.5">
            <span className="whitespace-nowrap">{formats.date(c.getValue())}</span>
            <span className="text-xs break-all text-muted-foreground">
              {c.row.original.reference
                ? t('bankMatching.entries.reference', { value: c.row.original.reference })
                : t('bankMatching.entries.noReference')}
            </span>
          </div>
        ),
      }),
    ],
    [t, formats],
  );
  const table = useReactTable({
    data: entries,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => entry.id,
  });
  return <DataTable table={table} caption={caption} regionLabel={caption} rowHeader="caseReference" />;
}
