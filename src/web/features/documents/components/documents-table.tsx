import type { LawyerDocument } from '@shared/contracts/insights-lawyer';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { DownloadLink } from '@web/components/download-link';
import { Button } from '@web/components/ui/button';
import { formatFileSize } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, formatShortDate } from '../review-format';
import { ReviewStatusBadge } from './review-status-badge';

const column = createColumnHelper<LawyerDocument>();

type Props = {
  documents: LawyerDocument[];
  openCase: (caseId: string) => void;
  onReview: (document: LawyerDocument) => void;
};

/** The documents of the lawyer's cases: one row each, with the case, the client and the review. */
export function DocumentsTable({ documents, openCase, onReview }: Props) {
  const { t, i18n } = useTranslation('documents');
  const locale = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('documents.columns.name'),
        cell: (c) => (
          <div className="grid min-w-36 gap-0.5">
            <span className="font-medium break-words text-navy">{c.getValue()}</span>
            <span className="text-xs text-muted-foreground">
              {formatFileSize(c.row.original.size, locale)}
            </span>
          </div>
        ),
      }),
      // Case and client in one column: the pair is what identifies the matter, and it saves width.
      column.accessor('caseReference', {
        header: () => t('documents.columns.case'),
        cell: (c) => (
          <div className="grid justify-items-start gap-0.5">
            <Button
              variant="link"
              className="h-auto p-0 whitespace-nowrap"
              aria-label={t('documents.openCase', { reference: c.getValue() })}
              onClick={() => openCase(c.row.original.caseId)}
            >
              {c.getValue()}
            </Button>
            <span className="text-xs text-muted-foreground">{c.row.original.clientName}</span>
          </div>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('documents.columns.uploaded'),
        cell: (c) => <span className="whitespace-nowrap">{formatShortDate(c.getValue(), locale)}</span>,
      }),
      // The review note sits under the status it explains, so the row fits at 768 px with its actions.
      column.accessor('status', {
        header: () => t('documents.columns.status'),
        cell: (c) => (
          <div className="grid max-w-72 min-w-32 justify-items-start gap-1">
            <ReviewStatusBadge status={c.getValue()} />
            {c.row.original.reviewNote ? (
              <span className="line-clamp-3 text-xs whitespace-pre-line text-muted-foreground">
                {c.row.original.reviewNote}
              </span>
            ) : null}
          </div>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('documents.columns.actions')}</span>,
        cell: (c) => {
          const doc = c.row.original;
          return (
            <div className="flex justify-end gap-1">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('documents.reviewLabel', { name: doc.name })}
                onClick={() => onReview(doc)}
              >
                {t('documents.reviewButton')}
              </Button>
              <DownloadLink
                href={downloadUrl(doc.caseId, doc.id)}
                label={t('documents.downloadLabel', { name: doc.name })}
                variant="ghost"
                size="sm"
              >
                <span className="hidden xl:inline">{t('documents.download')}</span>
              </DownloadLink>
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
  return (
    <DataTable
      table={table}
      caption={t('documents.caption')}
      regionLabel={t('documents.caption')}
      classNames={{
        root: 'overflow-x-auto rounded-md border border-border',
        head: 'bg-muted text-navy',
        row: 'border-t border-border align-top',
      }}
    />
  );
}
