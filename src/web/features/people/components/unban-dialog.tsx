import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { useTranslation } from 'react-i18next';
import { useUnbanUser } from '../api/unban-user';
import type { UserDialogProps } from './user-dialog-props';

/** D12: lift a ban after a confirmation; the person can sign in again. */
export function UnbanDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const unban = useUnbanUser();
  const name = `${user.firstName} ${user.lastName}`;

  async function onConfirm() {
    await sendAction(
      async () => {
        await unban.mutateAsync(user.id);
        notify.success(t('unban.success'), { description: t('unban.successBody', { name }) });
        onOpenChange(false);
      },
      { title: t('unban.failed'), fallback: t('unban.failedBody') },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('unban.title', { name })}
      description={
        user.banReason ? t('unban.descriptionWithReason', { reason: user.banReason }) : t('unban.description')
      }
      cancelLabel={t('cancel')}
      action={
        <Button onClick={() => void onConfirm()} busy={unban.isPending}>
          {t('unban.submit')}
        </Button>
      }
    />
  );
}
