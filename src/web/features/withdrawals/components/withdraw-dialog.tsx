import { LoadFailedInline } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormats } from '@web/lib/use-formats';
import { ArrowDownToLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PayoutMethod, usePayoutMethods } from '../api/get-payout-methods';
import { PayoutMethodForm } from './payout-method-form';
import { PayoutTimings } from './payout-timings';
import { WithdrawalForm } from './withdrawal-form';

type WithdrawDialogProps = {
  currency: string;
  availableMinor: number;
  holderName: string;
  /** Why withdrawing (and adding a payout method) is not possible yet, e.g. an unconfirmed email (D28). */
  blockedReason?: string;
};

/** Request a withdrawal of available money to an account in the client's own name (or add one first). */
export function WithdrawDialog({ currency, availableMinor, holderName, blockedReason }: WithdrawDialogProps) {
  const { t } = useTranslation('withdrawals');
  const f = useFormats();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<PayoutMethod | undefined>();
  const methods = usePayoutMethods();
  const canWithdraw = availableMinor > 0 && !blockedReason;

  // A method just added is listed at once, before the refetched list arrives.
  const list = methods.data ?? [];
  const options = added && !list.some((m) => m.id === added.id) ? [added, ...list] : list;
  const showAddForm = adding || (methods.isSuccess && options.length === 0);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setAdding(false);
      setAdded(undefined);
    }
  }

  return (
    <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
      <Button
        size="block"
        disabled={!canWithdraw}
        aria-describedby={canWithdraw ? undefined : 'withdraw-disabled-reason'}
        onClick={() => setOpen(true)}
      >
        <ArrowDownToLine aria-hidden="true" />
        {t('withdraw.open')}
      </Button>
      {canWithdraw ? null : (
        <p id="withdraw-disabled-reason" className="text-sm text-muted-foreground">
          {blockedReason ?? t('withdraw.nothingAvailable')}
        </p>
      )}
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogTitle>{showAddForm ? t('addMethod.title') : t('withdraw.title')}</DialogTitle>
          <DialogDescription>
            {t('withdraw.description', { available: f.money(availableMinor, currency) })}
          </DialogDescription>
          {methods.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : methods.isError ? (
            <LoadFailedInline message={t('methods.loadFailed')} onRetry={() => void methods.refetch()} />
          ) : showAddForm ? (
            <PayoutMethodForm
              holderName={holderName}
              onCancel={options.length > 0 ? () => setAdding(false) : undefined}
              onAdded={(method) => {
                setAdded(method);
                setAdding(false);
              }}
            />
          ) : (
            <>
              <WithdrawalForm
                currency={currency}
                availableMinor={availableMinor}
                methods={options}
                initialMethodId={added?.id ?? (options.length === 1 ? options[0]?.id : undefined)}
                onAddMethod={() => setAdding(true)}
                onDone={() => onOpenChange(false)}
              />
              <PayoutTimings />
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
