import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { useUnbanUser } from '../api/unban-user';
import type { UserDialogProps } from './user-dialog-props';

/** D12: lift a ban after a confirmation; the person can sign in again. */
export function UnbanDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('adminUsers');
  const unban = useUnbanUser();
  const name = `${user.firstName} ${user.lastName}`;

  async function onConfirm() {
    try {
      await unban.mutateAsync(user.id);
      notify.success(t('unban.success'), { description: t('unban.successBody', { name }) });
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      notify.error(t('unban.failed'), { description: failure.message || t('unban.failedBody') });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('unban.title', { name })}</AlertDialogTitle>
        <AlertDialogDescription>
          {user.banReason
            ? t('unban.descriptionWithReason', { reason: user.banReason })
            : t('unban.description')}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <Button onClick={() => void onConfirm()} disabled={unban.isPending} aria-busy={unban.isPending}>
            {t('unban.submit')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
