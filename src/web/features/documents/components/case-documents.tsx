import { DownloadLink } from '@web/components/download-link';
import { LoadFailed } from '@web/components/load-failed';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/intl';
import { CircleCheck, CircleX, Clock, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCaseDocuments } from '../api/get-case-documents';
import { downloadUrl } from '../review-format';

const STATUS_ICON = { pending: Clock, verified: CircleCheck, rejected: CircleX } as const;
const STATUS_TONE = { pending: 'warning', verified: 'success', rejected: 'danger' } as const;

/** The case's documents with their review state and a download link each. */
export function CaseDocuments({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation('documents');
  const query = useCaseDocuments(caseId);
  if (query.isPending) return <Skeleton className="h-20 w-full" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { documents } = query.data;
  if (documents.length === 0)
    return <p className="text-sm text-muted-foreground">{t('detail.documents.empty')}</p>;
  return (
    <ul className="grid gap-2">
      {documents.map((doc) => {
        const Icon = STATUS_ICON[doc.status];
        return (
          <li
            key={doc.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <div className="flex min-w-0 gap-2">
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="grid min-w-0 gap-0.5">
                <span className="text-sm font-medium break-words text-navy">{doc.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t('detail.documents.meta', {
                    name: doc.uploadedBy?.name ?? t('detail.documents.removedUploader'),
                    date: formatDate(doc.createdAt, i18n.language),
                  })}
                </span>
              </div>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={STATUS_TONE[doc.status]}>
                <Icon aria-hidden="true" />
                {t(`detail.documents.status.${doc.status}`)}
              </Badge>
              <DownloadLink
                href={downloadUrl(doc.caseId, doc.id)}
                label={t('detail.documents.downloadLabel', { name: doc.name })}
                size="sm"
              >
                {t('detail.documents.download')}
              </DownloadLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
