import type { BankStatementLine } from '@shared/contracts/bank-statements';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { useFormats } from '@web/lib/use-formats';
import { ArrowDownLeft, ArrowUpRight, Globe, Undo2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LineActions } from './line-actions';
import { MatchStatus } from './match-status';

const column = createColumnHelper<BankStatementLine>();

/**
 * A statement's lines as the bank booked them, money in and out said in words beside the sign;
 * then where each stands in matching and what can be decided about it (issue 19 item 3).
 */
export function LinesTable({ lines, caption }: { lines: BankStatementLine[]; caption: string }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  // Built once per language: new columns remount every cell, which would close a dialog a person
  // had opened from a line's actions whenever the statement re-rendered.
  const columns = useMemo(
    () => [
      column.accessor('lineNo', { header: () => t('lines.columns.no'), meta: { className: 'text-right' } }),
      column.accessor('bookingDate', {
        header: () => t('lines.columns.date'),
        cell: (c) => (
          <div className="grid min-w-24 gap-0.5 lg:whitespace-nowrap">
            <span>{formats.date(c.getValue())}</span>
            {c.row.original.valueDate !== c.getValue() ? (
              <span className="text-xs text-muted-foreground">
                {t('lines.valueDate', { date: formats.date(c.row.original.valueDate) })}
              </span>
            ) : null}
          </div>
        ),
      }),
      column.accessor('amountCents', {
        header: () => t('lines.columns.amount'),
        cell: (c) => <LineAmount line={c.row.original} />,
        meta: { className: 'text-right' },
      }),
      // Below 1024 px the counterparty joins the references cell (see there), to leave room.
      column.accessor('counterpartyName', {
        header: () => t('lines.columns.counterparty'),
        meta: { className: 'hidden lg:table-cell' },
        cell: (c) => (
          <div className="grid min-w-36 gap-0.5">
            <span>{c.getValue() ?? t('lines.none')}</span>
            {c.row.original.counterpartyIban ? (
              <span className="text-xs break-all text-muted-foreground">
                {c.row.original.counterpartyIban}
              </span>
            ) : null}
          </div>
        ),
      }),
      column.accessor('remittance', {
        header: () => t('lines.columns.references'),
        cell: (c) => {
          const { bankReference, endToEndId } = c.row.original;
          return (
            <div className="grid max-w-80 min-w-40 gap-0.5 text-xs">
              {c.row.original.counterpartyName ? (
                <span className="text-sm lg:hidden">{c.row.original.counterpartyName}</span>
              ) : null}
              {c.getValue() ? <span className="text-sm break-words">{c.getValue()}</span> : null}
              {bankReference ? (
                <span className="break-all text-muted-foreground">
                  {t('lines.bankReference', { value: bankReference })}
                </span>
              ) : null}
              {endToEndId ? (
                <span className="break-all text-muted-foreground">
                  {t('lines.endToEnd', { value: endToEndId })}
                </span>
              ) : null}
            </div>
          );
        },
      }),
      // Where the line stands and what can be done about it, in one column: the table stays
      // readable at 768 px without scrolling the decision out of sight.
      column.accessor('match', {
        header: () => t('bankMatching.status.column'),
        cell: (c) => (
          <div className="grid justify-items-start gap-2">
            <MatchStatus match={c.getValue()} />
            <LineActions line={c.row.original} />
          </div>
        ),
      }),
    ],
    [t, formats],
  );
  const table = useReactTable({
    data: lines,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (line) => String(line.id),
  });
  return <DataTable table={table} caption={caption} regionLabel={caption} />;
}

/** A line's amount, signed, with money in or out said in words and what keeps it from matching. */
export function LineAmount({ line }: { line: BankStatementLine }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  const Icon = line.direction === 'credit' ? ArrowDownLeft : ArrowUpRight;
  return (
    <div className="grid justify-items-end gap-0.5 whitespace-nowrap">
      <span className="font-medium tabular-nums text-navy">
        {formats.money(line.direction === 'credit' ? line.amountCents : -line.amountCents, line.currency)}
      </span>
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Icon aria-hidden="true" className="size-3" />
        {t(`lines.direction.${line.direction}`)}
      </span>
      <LineFlags line={line} />
    </div>
  );
}

/** What keeps a line from matching cent for cent: a reversal, or money in another currency. */
function LineFlags({ line }: { line: BankStatementLine }) {
  const { t } = useTranslation('bankStatements');
  if (!line.reversal && !line.foreignCurrency) return null;
  return (
    <span className="flex flex-wrap justify-end gap-1">
      {line.reversal ? (
        <Badge tone="warning">
          <Undo2 aria-hidden="true" />
          {t('lines.reversal')}
        </Badge>
      ) : null}
      {line.foreignCurrency ? (
        <Badge tone="info">
          <Globe aria-hidden="true" />
          {t('lines.foreignCurrency')}
        </Badge>
      ) : null}
    </span>
  );
}
