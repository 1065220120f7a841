import type { WithdrawalStatus } from '@shared/domain/withdrawals';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Ban, CircleCheck, CircleX, Clock, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<WithdrawalStatus> = {
  pending: { tone: 'warning', Icon: Clock },
  approved: { tone: 'info', Icon: ThumbsUp },
  paid: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
  cancelled: { tone: 'neutral', Icon: Ban },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('payments');
  return <StatusBadge status={status} looks={LOOKS} label={t(`status.${status}`)} />;
}
