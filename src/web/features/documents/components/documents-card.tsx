import { LoadMoreButton } from '@web/components/load-more-button';
import { TitledCard } from '@web/components/titled-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../api/get-documents';
import { DocumentRow } from './document-row';
import { DocumentsEmpty } from './documents-empty';

/** The case's documents as the firm holds them, newest first, a page at a time. */
export function DocumentsCard({ caseId }: { caseId: string }) {
  const { t } = useTranslation('documents');
  const { query, documents } = useDocuments(caseId);
  const headingId = useId();
  return (
    <TitledCard
      heading={<h3 id={headingId}>{t('list.title')}</h3>}
      busy={query.isPending}
      contentClassName="grid gap-4"
    >
      {query.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">{t('list.error')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : documents.length === 0 ? (
        <DocumentsEmpty />
      ) : (
        <>
          <ul aria-labelledby={headingId} className="grid gap-3">
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <LoadMoreButton query={query} className="justify-self-start">
              {t('list.more')}
            </LoadMoreButton>
          ) : null}
        </>
      )}
    </TitledCard>
  );
}
