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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../api/delete-user';
import { useEraseUser } from '../api/erase-user';
import { isErased } from '../lib/user-facts';
import type { UserDialogProps } from './user-dialog-props';

/**
 * Delete (spec §2: confirm it cannot be undone). D13: while the firm must keep records naming the
 * person, the server refuses with the reason; the dialog then shows it and offers to erase their
 * personal data instead — a second, separately confirmed step.
 */
export function DeleteUserDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('adminUsers');
  const remove = useDeleteUser();
  const erase = useEraseUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = isErased(user) ? t('erased') : `${user.firstName} ${user.lastName}`;

  async function onDelete() {
    try {
      await remove.mutateAsync(user.id);
      notify.success(t('delete.success'), { description: t('delete.successBody') });
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      notify.error(t('delete.failed'), { description: failure.message || t('delete.failedBody') });
      // 409: history must be kept (D13). Anything else stays a plain failure.
      if (failure.status === 409 && !isErased(user)) setRefusal(failure.message);
    }
  }

  async function onErase() {
    try {
      await erase.mutateAsync(user.id);
      notify.success(t('erase.success'), { description: t('erase.successBody') });
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      notify.error(t('erase.failed'), { description: failure.message || t('erase.failedBody') });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {refusal === null ? (
          <>
            <AlertDialogTitle>{t('delete.title', { name })}</AlertDialogTitle>
            <AlertDialogDescription>{t('delete.description')}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
              <Button
                variant="destructive"
                onClick={() => void onDelete()}
                disabled={remove.isPending}
                aria-busy={remove.isPending}
              >
                {t('delete.submit')}
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogTitle>{t('erase.title', { name })}</AlertDialogTitle>
            <AlertDialogDescription>{t('erase.description')}</AlertDialogDescription>
            <p
              role="alert"
              className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {refusal}
            </p>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
              <Button
                variant="destructive"
                onClick={() => void onErase()}
                disabled={erase.isPending}
                aria-busy={erase.isPending}
              >
                {t('erase.submit')}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
