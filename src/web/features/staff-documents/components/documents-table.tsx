import type { LawyerDocument } from '@shared/contracts/lawyer-insights';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button, buttonClass } from '@web/components/ui/button';
import { formatDate } from '@web/lib/intl';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, formatFileSize } from '../format';
import { ReviewStatusBadge } from './review-status-badge';

const column = createColumnHelper<LawyerDocument>();
/** Columns that give way below 1024 px, so the table still reads at 768 px (issue 6: dense tables). */
const WIDE_ONLY = 'hidden lg:table-cell';

type Props = {
  documents: LawyerDocument[];
  openCase: (caseId: string) => void;
  onReview: (document: LawyerDocument) => void;
};

/** The documents of the lawyer's cases: one row each, with the case, the client and the review. */
export function DocumentsTable({ documents, openCase, onReview }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('documents.columns.name'),
        cell: (c) => <span className="font-medium break-all text-navy">{c.getValue()}</span>,
      }),
      column.accessor('caseReference', {
        header: () => t('documents.columns.case'),
        cell: (c) => (
          <Button
            variant="link"
            className="h-auto p-0 whitespace-nowrap"
            aria-label={t('documents.openCase', { reference: c.getValue() })}
            onClick={() => openCase(c.row.original.caseId)}
          >
            {c.getValue()}
          </Button>
        ),
      }),
      column.accessor('clientName', { header: () => t('documents.columns.client') }),
      column.accessor('createdAt', {
        header: () => t('documents.columns.uploaded'),
        cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue(), locale)}</span>,
      }),
      column.accessor('size', {
        header: () => t('documents.columns.size'),
        cell: (c) => <span className="whitespace-nowrap">{formatFileSize(c.getValue(), locale)}</span>,
        meta: { className: WIDE_ONLY },
      }),
      column.accessor('status', {
        header: () => t('documents.columns.status'),
        cell: (c) => <ReviewStatusBadge status={c.getValue()} />,
      }),
      column.accessor('reviewNote', {
        header: () => t('documents.columns.note'),
        cell: (c) => <span className="line-clamp-3 whitespace-pre-line">{c.getValue() ?? ''}</span>,
        meta: { className: 'max-w-64' },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('documents.columns.actions')}</span>,
        cell: (c) => {
          const doc = c.row.original;
          return (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('documents.reviewLabel', { name: doc.name })}
                onClick={() => onReview(doc)}
              >
                {t('documents.reviewButton')}
              </Button>
              <a
                href={downloadUrl(doc.caseId, doc.id)}
                download
                aria-label={t('documents.downloadLabel', { name: doc.name })}
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
              >
                <Download aria-hidden="true" />
                <span className="hidden xl:inline">{t('documents.download')}</span>
              </a>
            </div>
          );
        },
      }),
    ],
    [t, locale, openCase, onReview],
  );
  const table = useReactTable({
    data: documents,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (d) => d.id,
  });
  const classOf = (meta: unknown) => (meta as { className?: string } | undefined)?.className ?? '';
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('documents.caption')}</caption>
        <thead className="bg-muted text-navy">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-2 font-medium ${classOf(header.column.columnDef.meta)}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-2 ${classOf(cell.column.columnDef.meta)}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
