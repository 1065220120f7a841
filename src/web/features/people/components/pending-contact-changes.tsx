import type { PendingContactChange } from '@shared/contracts/contact-changes';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ProposerRole, useWithdrawContactChange } from '../api/withdraw-contact-change';

/**
 * D34: an email or phone change staff proposed waits for the client. The dialog says so, with the
 * value proposed and until when the client may confirm it, and lets staff withdraw it.
 */
export function PendingContactChanges(props: {
  proposer: ProposerRole;
  clientId: string;
  changes: PendingContactChange[];
}) {
  const { t } = useTranslation('people');
  const f = useFormats();
  const withdraw = useWithdrawContactChange(props.proposer, props.clientId);
  if (props.changes.length === 0) return null;
  return (
    <div className="grid gap-2">
      {props.changes.map((change) => (
        <div
          key={change.field}
          role="status"
          className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-navy"
        >
          <p className="flex min-w-0 items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>{t(`pending.title.${change.field}`)}</strong>{' '}
              <span className="break-all">{change.value ?? t('pending.removed')}</span>
              <br />
              {t(`pending.waiting.${change.field}`, { until: f.dateTime(change.expiresAt) })}
            </span>
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={withdraw.isPending}
            onClick={async () => {
              try {
                await withdraw.mutateAsync(change.field);
                notify.success(t('pending.withdrawn'));
              } catch (error) {
                notify.error(t('pending.withdrawFailed'), {
                  description: error instanceof Error ? error.message : undefined,
                });
              }
            }}
          >
            {t(`pending.withdraw.${change.field}`)}
          </Button>
        </div>
      ))}
    </div>
  );
}
