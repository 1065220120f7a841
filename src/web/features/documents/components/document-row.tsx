import type { DocumentItem } from '@shared/contracts/documents';
import { DownloadLink } from '@web/components/download-link';
import { formatDate, formatFileSize } from '@web/lib/intl';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadUrl } from '../review-format';

import { DocumentStatusBadge } from './document-status-badge';

/** In the client's portal a client uploader is the client themself; anyone else is the firm. */
function useUploaderText(uploadedBy: DocumentItem['uploadedBy']): string {
  const { t } = useTranslation('documents');
  if (!uploadedBy) return t('list.uploadedBy.removed');
  if (uploadedBy.role === 'client') return t('list.uploadedBy.you');
  return t('list.uploadedBy.firm', { name: uploadedBy.name });
}

export function DocumentRow({ document }: { document: DocumentItem }) {
  const { t, i18n } = useTranslation('documents');
  const uploader = useUploaderText(document.uploadedBy);
  return (
    <li className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="flex min-w-0 gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <span className="font-medium break-words text-navy">{document.name}</span>
          <span className="text-sm text-muted-foreground">
            {t('list.meta', {
              size: formatFileSize(document.size, i18n.language),
              date: formatDate(document.createdAt, i18n.language),
            })}
          </span>
          <span className="text-sm text-muted-foreground">{uploader}</span>
          <div>
            <DocumentStatusBadge status={document.status} />
          </div>
          {document.status === 'rejected' && document.reviewNote ? (
            <div className="mt-1 rounded-md bg-muted p-3 text-sm">
              <p className="font-medium text-navy">{t('list.reviewNote')}</p>
              <p className="whitespace-pre-line text-foreground">{document.reviewNote}</p>
            </div>
          ) : null}
        </div>
      </div>
      <DownloadLink
        href={downloadUrl(document.caseId, document.id)}
        label={t('list.downloadLabel', { name: document.name })}
        size="sm"
        className="justify-self-start"
      >
        {t('list.download')}
      </DownloadLink>
    </li>
  );
}
