import type { FactorStatus } from '@shared/contracts/second-factors-account';
import { AwaitedAction, ConfirmDialog } from '@web/components/confirm-dialog';
import { TitledCard } from '@web/components/titled-card';
import { Button } from '@web/components/ui/button';
import { sendAction } from '@web/lib/send-action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { NewRecoveryCodes } from './new-recovery-codes';

/** Below this many unused codes the section suggests new ones. */
const FEW_CODES = 3;

/** Recovery codes: how many are left, and new ones (with a confirmation) shown this once. */
export function RecoveryCodesSection({ factors }: { factors: FactorStatus }) {
  const { t } = useTranslation('account');
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<string[] | null>(null);
  const hasFactor = factors.totp.enrolled || factors.passkeys > 0;

  async function onConfirm() {
    await sendAction(async () => setFresh(await regenerate.mutateAsync(undefined)), {
      title: t('recovery.regenerateFailed'),
      fallback: t('recovery.regenerateFailed'),
    });
    setOpen(false);
  }

  return (
    <TitledCard
      heading={<h2 id="account-recovery">{t('recovery.heading')}</h2>}
      description={t('recovery.description')}
      contentClassName="grid gap-4"
    >
      {!hasFactor ? (
        <p className="text-sm text-muted-foreground">{t('recovery.needFactor')}</p>
      ) : (
        <>
          <p className="font-medium text-navy">{t('recovery.left', { count: factors.recoveryCodesLeft })}</p>
          {factors.recoveryCodesLeft < FEW_CODES && !fresh ? (
            <p className="text-sm text-amber-900">{t('recovery.fewLeft')}</p>
          ) : null}
          {fresh ? (
            <NewRecoveryCodes codes={fresh} onDone={() => setFresh(null)} />
          ) : (
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              trigger={
                <Button variant="outline" className="w-fit">
                  {t('recovery.regenerate')}
                </Button>
              }
              title={t('recovery.regenerateTitle')}
              description={t('recovery.regenerateBody')}
              cancelLabel={t('cancel')}
              action={
                <AwaitedAction pending={regenerate.isPending} onConfirm={onConfirm}>
                  {t('recovery.regenerateAction')}
                </AwaitedAction>
              }
            />
          )}
        </>
      )}
    </TitledCard>
  );
}
