import type { DocumentStatus } from '@shared/domain/documents';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<DocumentStatus> = {
  pending: { tone: 'warning', Icon: Clock },
  verified: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
};

/** The review status in words and an icon. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  return <StatusBadge status={status} looks={LOOKS} label={t(`status.${status}`)} />;
}
