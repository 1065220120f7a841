import { useTranslation } from 'react-i18next';
import { useWithdrawals } from '../api/get-withdrawals';
import { ClientListSection } from './client-list-section';
import { WithdrawalItem } from './withdrawal-item';

/** The client's withdrawal requests, newest first, with the state of each. */
export function WithdrawalList() {
  const { t } = useTranslation('withdrawals');
  return (
    <ClientListSection
      id="withdrawals-title"
      title={t('withdrawals.title')}
      query={useWithdrawals()}
      loadFailed={t('withdrawals.loadFailed')}
      empty={t('payments.withdrawals.empty')}
      skeletonClassName="h-20 w-full"
      listClassName="grid gap-3"
    >
      {(withdrawal) => <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />}
    </ClientListSection>
  );
}
