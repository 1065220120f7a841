import type { DocumentStatus } from '@shared/domain/documents';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<DocumentStatus> = {
  pending: { tone: 'warning', Icon: Clock },
  verified: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
};

/** The review status in words and an icon (the same looks as the client's evidence list). */
export function ReviewStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('analytics');
  return <StatusBadge status={status} looks={LOOKS} label={t(`documents.status.${status}`)} />;
}
