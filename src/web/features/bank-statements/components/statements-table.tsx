import type { BankStatementSummary } from '@shared/contracts/bank-statements';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { useFormats } from '@web/lib/use-formats';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContinuityNotes } from './withdrawal-note';

const column = createColumnHelper<BankStatementSummary>();

type Props = { statements: BankStatementSummary[]; onOpen: (statement: BankStatementSummary) => void };

/** The imported statements: what each covers, its balances as the bank stated them, and who imported it. */
export function StatementsTable({ statements, onOpen }: Props) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  const columns = useMemo(() => {
    const balance = (cents: number | null, currency: string) =>
      cents === null ? (
        <span className="text-muted-foreground">{t('list.notStated')}</span>
      ) : (
        formats.money(cents, currency)
      );
    return [
      // The file name opens the statement's lines: one control per row keeps the table narrow.
      column.accessor('fileName', {
        header: () => t('list.columns.file'),
        cell: (c) => (
          <div className="grid max-w-56 min-w-32 justify-items-start gap-0.5">
            <Button
              variant="link"
              className="h-auto p-0 text-left whitespace-normal break-all"
              aria-label={t('list.openLabel', { name: c.getValue() })}
              onClick={() => onOpen(c.row.original)}
            >
              {c.getValue()}
            </Button>
            <span className="text-xs text-muted-foreground">{t(`formats.${c.row.original.format}`)}</span>
            {c.row.original.accountIban ? (
              <span className="text-xs break-all text-muted-foreground">{c.row.original.accountIban}</span>
            ) : null}
            {c.row.original.withdrawal ? (
              <span className="text-xs font-medium text-amber-800">{t('withdraw.badge')}</span>
            ) : null}
            <ContinuityNotes statement={c.row.original} />
          </div>
        ),
      }),
      column.display({
        id: 'period',
        header: () => t('list.columns.period'),
        cell: (c) => {
          const { fromDate, toDate } = c.row.original;
          if (!fromDate || !toDate) return t('list.notStated');
          return t('list.period', { from: formats.date(fromDate), to: formats.date(toDate) });
        },
      }),
      column.accessor('currency', { header: () => t('list.columns.currency') }),
      // Opening above closing in one column: the pair is read together, and it saves width.
      column.display({
        id: 'balances',
        header: () => t('list.columns.balances'),
        meta: { className: 'text-right' },
        cell: (c) => {
          const { openingBalanceCents, closingBalanceCents, currency } = c.row.original;
          return (
            <dl className="grid justify-items-end text-xs">
              <dt className="text-muted-foreground">{t('list.columns.opening')}</dt>
              <dd className="text-sm whitespace-nowrap tabular-nums">
                {balance(openingBalanceCents, currency)}
              </dd>
              <dt className="mt-1 text-muted-foreground">{t('list.columns.closing')}</dt>
              <dd className="text-sm whitespace-nowrap tabular-nums">
                {balance(closingBalanceCents, currency)}
              </dd>
            </dl>
          );
        },
      }),
      // How many lines are explained (matched or set aside) of how many: what is left to match.
      column.accessor('lineCount', {
        header: () => t('list.columns.lines'),
        meta: { className: 'text-right' },
        cell: (c) => (
          <div className="grid justify-items-end gap-0.5">
            <span className="tabular-nums">{c.getValue()}</span>
            <span className="max-w-32 text-xs text-muted-foreground">
              {t('bankMatching.explained', {
                explained: c.row.original.explainedLineCount,
                count: c.getValue(),
              })}
            </span>
          </div>
        ),
      }),
      column.accessor('uploadedAt', {
        header: () => t('list.columns.imported'),
        cell: (c) => (
          <div className="grid gap-0.5">
            <span>{formats.dateTime(c.getValue())}</span>
            <span className="text-xs text-muted-foreground">
              {c.row.original.uploadedByName ?? t('list.formerUser')}
            </span>
          </div>
        ),
      }),
    ];
  }, [t, formats, onOpen]);
  const table = useReactTable({ data: statements, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      caption={t('list.caption')}
      regionLabel={t('list.caption')}
      rowHeader="fileName"
    />
  );
}
