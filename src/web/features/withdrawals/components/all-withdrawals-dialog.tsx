import { WITHDRAWAL_STATUSES } from '@shared/domain/withdrawals';
import { filterOptions, SelectFilter } from '@web/components/filter-fields';
import { LoadFailed } from '@web/components/load-failed';
import { Pager } from '@web/components/pager';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawalQueue } from '../api/get-withdrawal-queue';
import { type WithdrawalStep, WithdrawalStepDialog } from './withdrawal-dialogs';
import { WithdrawalQueueList } from './withdrawal-queue-list';

const PAGE_SIZE = 20;

function AllWithdrawals() {
  const { t } = useTranslation('withdrawals');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [step, setStep] = useState<WithdrawalStep | null>(null);
  const query = useWithdrawalQueue({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return (
    <div className="grid gap-4">
      <SelectFilter
        id="withdrawal-status"
        label={t('withdrawals.all.status')}
        value={status}
        className="max-w-xs"
        options={filterOptions(
          { value: '', label: t('withdrawals.all.allStatuses') },
          WITHDRAWAL_STATUSES,
          (s) => t(`withdrawals.statuses.${s}`),
        )}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <Skeleton role="status" aria-label={t('withdrawals.loading')} className="h-60" />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.withdrawals.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('withdrawals.all.empty')}</p>
          ) : (
            <WithdrawalQueueList
              withdrawals={query.data.withdrawals}
              label={t('withdrawals.all.listLabel')}
              onStep={setStep}
              showStatus
            />
          )}
          <Pager
            page={page}
            total={query.data.total}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            label={t('withdrawals.all.pager')}
          />
        </>
      )}
      <WithdrawalStepDialog target={step} onClose={() => setStep(null)} />
    </div>
  );
}

/** Every withdrawal, by status and page: where approved ones are marked paid once the money is sent. */
export function AllWithdrawalsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-3xl content-start overflow-y-auto">
        <div className="flex items-start justify-between gap-2">
          <DialogTitle>{t('withdrawals.all.title')}</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('withdrawals.all.close')}>
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <DialogDescription>{t('withdrawals.all.description')}</DialogDescription>
        {open ? <AllWithdrawals /> : null}
      </DialogContent>
    </Dialog>
  );
}
