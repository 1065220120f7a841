import type { DocumentStatus } from '@shared/domain/documents';
import { DOCUMENT_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

/** The review status in words and an icon (the same looks as the client's evidence list). */
export function ReviewStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  return <StatusBadge status={status} looks={DOCUMENT_LOOKS} label={t(`documents.status.${status}`)} />;
}
