import type { WithdrawalStatus } from '@shared/domain/withdrawals';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Ban, CircleCheck, CircleX, Clock, type LucideIcon, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Colour never speaks alone (UI.md): each status has its word and its icon. */
const LOOK: Record<WithdrawalStatus, { tone: BadgeTone; Icon: LucideIcon }> = {
  pending: { tone: 'warning', Icon: Clock },
  approved: { tone: 'info', Icon: ThumbsUp },
  paid: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
  cancelled: { tone: 'neutral', Icon: Ban },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('payments');
  const { tone, Icon } = LOOK[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}
