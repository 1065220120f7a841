import type { DocumentStatus } from '@shared/domain/documents';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOK: Record<DocumentStatus, { tone: BadgeTone; Icon: typeof Clock }> = {
  pending: { tone: 'warning', Icon: Clock },
  verified: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
};

/** The review status in words and an icon, so colour never carries it alone. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  const { tone, Icon } = LOOK[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}
