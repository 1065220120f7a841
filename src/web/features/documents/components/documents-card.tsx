import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
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
    <Card>
      <CardHeader>
        <CardTitle>
          <h3 id={headingId}>{t('list.title')}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent aria-busy={query.isPending} className="grid gap-4">
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
              <Button
                variant="outline"
                className="justify-self-start"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('list.more')}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
