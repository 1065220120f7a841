import type { FactorStatus } from '@shared/contracts/second-factors-account';
import { AwaitedAction, ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { useFormats } from '@web/lib/use-formats';
import { CheckCircle2, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveTotp } from '../api/remove-totp';
import { AddAuthenticator } from './added-factors';

/**
 * The authenticator app: set up or not, since when, and Remove with a confirmation. When it is the
 * last factor an account must keep, Remove is disabled with the reason beside it (the server
 * refuses it anyway, 409).
 */
export function AuthenticatorAppRow({ factors }: { factors: FactorStatus }) {
  const { t } = useTranslation('account');
  const f = useFormats();
  const remove = useRemoveTotp();
  const [open, setOpen] = useState(false);
  const isLast = factors.passkeys === 0;
  const isLocked = isLast && factors.required;

  async function onConfirm() {
    await sendAction(
      async () => {
        await remove.mutateAsync(undefined);
        notify.success(t('methods.removed'), { description: t('methods.removedBody') });
      },
      { title: t('methods.removeFailed'), fallback: t('methods.removeFailed') },
    );
    setOpen(false);
  }

  return (
    <div className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy" />
        <div className="grid gap-1">
          <h3 className="font-semibold text-navy">{t('methods.authenticator')}</h3>
          {factors.totp.enrolled && factors.totp.confirmedAt ? (
            <Badge tone="success" className="w-fit">
              <CheckCircle2 aria-hidden="true" />
              {t('methods.enrolledOn', { date: f.date(factors.totp.confirmedAt) })}
            </Badge>
          ) : (
            <Badge className="w-fit">{t('methods.notEnrolled')}</Badge>
          )}
          {factors.totp.enrolled && isLocked ? (
            <p id="totp-remove-hint" className="text-sm text-muted-foreground">
              {t('methods.removeLastHint')}
            </p>
          ) : null}
        </div>
      </div>
      {factors.totp.enrolled ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={isLocked}
              aria-describedby={isLocked ? 'totp-remove-hint' : undefined}
            >
              {t('methods.remove')}
            </Button>
          }
          title={t('methods.removeTitle')}
          description={
            isLast ? `${t('methods.removeBody')} ${t('methods.removeBodyLast')}` : t('methods.removeBody')
          }
          cancelLabel={t('cancel')}
          action={
            <AwaitedAction destructive pending={remove.isPending} onConfirm={onConfirm}>
              {t('methods.removeAction')}
            </AwaitedAction>
          }
        />
      ) : (
        <AddAuthenticator />
      )}
    </div>
  );
}
