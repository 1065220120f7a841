import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCount } from '@web/lib/intl';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawalQueue } from '../api/get-withdrawal-queue';
import { AllWithdrawalsDialog } from './all-withdrawals-dialog';
import { type WithdrawalStep, WithdrawalStepDialog } from './withdrawal-dialogs';
import { WithdrawalQueueList } from './withdrawal-queue-list';

/** Spec §9: the overview shows five pending withdrawals; the rest are one click away. */
const SHOWN = 5;

/** Pending Withdrawals (spec §2, D12): the oldest five waiting, each approved or rejected here. */
export function PendingWithdrawals() {
  const { t, i18n } = useTranslation('withdrawals');
  const query = useWithdrawalQueue({ status: 'pending', limit: SHOWN, offset: 0 });
  const [step, setStep] = useState<WithdrawalStep | null>(null);
  const [showAll, setShowAll] = useState(false);
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Card className="grid content-start gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-navy">{t('withdrawals.heading')}</h2>
          {query.isSuccess && query.data.total > 0 ? (
            <p className="text-xs text-muted-foreground">
              {t('withdrawals.shown', {
                shown: count(query.data.withdrawals.length),
                total: count(query.data.total),
              })}
            </p>
          ) : null}
        </div>
        <Button variant="outline" size="sm" onClick={() => setShowAll(true)}>
          <ListChecks aria-hidden="true" />
          {t('withdrawals.viewAll')}
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton role="status" aria-label={t('withdrawals.loading')} className="h-40" />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.withdrawals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('withdrawals.empty')}</p>
      ) : (
        <WithdrawalQueueList
          withdrawals={query.data.withdrawals}
          label={t('withdrawals.listLabel')}
          onStep={setStep}
        />
      )}
      <WithdrawalStepDialog target={step} onClose={() => setStep(null)} />
      <AllWithdrawalsDialog open={showAll} onClose={() => setShowAll(false)} />
    </Card>
  );
}
