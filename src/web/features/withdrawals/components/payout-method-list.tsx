import { ConfirmButton } from '@web/components/confirm-button';
import { Landmark, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type PayoutMethod, usePayoutMethods } from '../api/get-payout-methods';
import { useRemovePayoutMethod } from '../api/remove-payout-method';
import { customLabel } from '../lib/method-name';
import { outcomeToasts } from '../lib/outcome-toasts';
import { ClientListSection } from './client-list-section';

function PayoutMethodItem({ method }: { method: PayoutMethod }) {
  const { t } = useTranslation('withdrawals');
  const remove = useRemovePayoutMethod();
  const Icon = method.kind === 'bank_account' ? Landmark : Wallet;
  const label = customLabel(method);
  const name = `${label ?? t(`methods.kind.${method.kind}`)} ${method.maskedDetails}`;
  function onRemove() {
    // A withdrawal still open to this account is refused with a message written for the client.
    remove.mutate(
      method.id,
      outcomeToasts({
        success: t('methods.removed'),
        failure: t('methods.removeFailed'),
        fallback: t('errors.generic'),
      }),
    );
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
  const { t } = useTranslation('withdrawals');
  return (
    <ClientListSection
      id="payout-methods-title"
      title={t('methods.title')}
      query={usePayoutMethods()}
      loadFailed={t('methods.loadFailed')}
      empty={t('methods.empty')}
      skeletonClassName="h-16 w-full"
      listClassName="grid gap-2"
    >
      {(method) => <PayoutMethodItem key={method.id} method={method} />}
    </ClientListSection>
  );
}
