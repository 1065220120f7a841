import { Skeleton } from '@web/components/ui/skeleton';
import { ConfirmButton, LoadError } from '@web/features/ledger';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { Landmark, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type PayoutMethod, usePayoutMethods } from '../api/get-payout-methods';
import { useRemovePayoutMethod } from '../api/remove-payout-method';
import { customLabel } from '../lib/method-name';

function PayoutMethodItem({ method }: { method: PayoutMethod }) {
  const { t } = useTranslation('payments');
  const remove = useRemovePayoutMethod();
  const Icon = method.kind === 'bank_account' ? Landmark : Wallet;
  const label = customLabel(method);
  const name = `${label ?? t(`methods.kind.${method.kind}`)} ${method.maskedDetails}`;
  function onRemove() {
    remove.mutate(method.id, {
      onSuccess: () => notify.success(t('methods.removed')),
      // A withdrawal still open to this account is refused with a message written for the client.
      onError: (error) =>
        notify.error(t('methods.removeFailed'), {
          description: error instanceof ApiError && error.message ? error.message : t('errors.generic'),
        }),
    });
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="text-sm">
          <p className="font-medium text-navy">{name}</p>
          {label ? <p className="text-muted-foreground">{t(`methods.kind.${method.kind}`)}</p> : null}
          <p className="text-muted-foreground">{t('methods.holder', { name: method.holderName })}</p>
        </div>
      </div>
      <ConfirmButton
        label={t('methods.remove')}
        accessibleName={t('methods.removeNamed', { name })}
        title={t('methods.removeTitle')}
        description={t('methods.removeBody', { name })}
        confirmLabel={t('methods.removeConfirm')}
        busy={remove.isPending}
        onConfirm={onRemove}
      />
    </li>
  );
}

/** The client's own accounts for payouts; details are masked by the server. */
export function PayoutMethodList() {
  const { t } = useTranslation('payments');
  const query = usePayoutMethods();
  return (
    <section aria-labelledby="payout-methods-title" className="grid content-start gap-3">
      <h3 id="payout-methods-title" className="text-lg font-semibold text-navy">
        {t('methods.title')}
      </h3>
      {query.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : query.isError ? (
        <LoadError message={t('methods.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('methods.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {query.data.map((method) => (
            <PayoutMethodItem key={method.id} method={method} />
          ))}
        </ul>
      )}
    </section>
  );
}
