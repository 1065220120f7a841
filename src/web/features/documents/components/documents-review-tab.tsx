import type { LawyerDocument } from '@shared/contracts/insights-lawyer';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@shared/domain/documents';
import { EmptyState } from '@web/components/empty-state';
import { filterOptions, SelectFilter } from '@web/components/filter-fields';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { formatCount } from '@web/lib/intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLawyerDocuments } from '../api/get-lawyer-documents';
import { DocumentsPager } from './documents-pager';
import { DocumentsTable } from './documents-table';
import { ReviewDialog } from './review-dialog';

/** Issue 6 item 8: every document of the lawyer's cases, filtered by review status, reviewed here. */
export function DocumentsReviewTab({ openCase }: { openCase: (caseId: string) => void }) {
  const { t, i18n } = useTranslation('documents');
  const [status, setStatus] = useState<DocumentStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<LawyerDocument | null>(null);
  const query = useLawyerDocuments({ status, page });
  const filterId = useId();
  const onReview = useCallback((document: LawyerDocument) => setReviewing(document), []);
  const data = query.data;
  // A review can empty the last page of a filtered list: step back to the page that now is last.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage]);
  return (
    <section aria-labelledby="lawyer-documents-title" aria-busy={query.isFetching} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="lawyer-documents-title"
          size="xl"
          title={t('documents.title')}
          intro={t('documents.intro')}
        />
        <SelectFilter
          id={filterId}
          label={t('documents.filter')}
          value={status ?? ''}
          className="w-48"
          options={filterOptions({ value: '', label: t('documents.filterAll') }, DOCUMENT_STATUSES, (s) =>
            t(`documents.status.${s}`),
          )}
          onChange={(next) => {
            setStatus((next || undefined) as DocumentStatus | undefined);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} loading={<LoadingRows label={t('documents.loading')} />}>
        {(list) =>
          list.total === 0 ? (
            <EmptyState look="muted">
              {status
                ? t('documents.emptyFiltered', { status: t(`documents.status.${status}`) })
                : t('documents.empty')}
            </EmptyState>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('documents.count', { count: list.total, n: formatCount(list.total, i18n.language) })}
              </p>
              <DocumentsTable documents={list.documents} openCase={openCase} onReview={onReview} />
              <DocumentsPager page={list.page} limit={list.limit} total={list.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
      {reviewing ? <ReviewDialog document={reviewing} onClose={() => setReviewing(null)} /> : null}
    </section>
  );
}
