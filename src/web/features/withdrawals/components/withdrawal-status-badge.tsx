import type { WithdrawalStatus } from '@shared/domain/withdrawals';
import { WITHDRAWAL_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('withdrawals');
  return <StatusBadge status={status} looks={WITHDRAWAL_LOOKS} label={t(`status.${status}`)} />;
}
