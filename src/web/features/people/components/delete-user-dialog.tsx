import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
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
  const { t } = useTranslation('people');
  const remove = useDeleteUser();
  const erase = useEraseUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = isErased(user) ? t('erased') : `${user.firstName} ${user.lastName}`;

  async function onDelete() {
    await sendAction(
      async () => {
        await remove.mutateAsync(user.id);
        notify.success(t('delete.success'), { description: t('delete.successBody') });
        onOpenChange(false);
      },
      { title: t('delete.failed'), fallback: t('delete.failedBody') },
      // 409: history must be kept (D13). Anything else stays a plain failure.
      (failure) => {
        if (failure.status === 409 && !isErased(user)) setRefusal(failure.message);
      },
    );
  }

  async function onErase() {
    await sendAction(
      async () => {
        await erase.mutateAsync(user.id);
        notify.success(t('erase.success'), { description: t('erase.successBody') });
        onOpenChange(false);
      },
      { title: t('erase.failed'), fallback: t('erase.failedBody') },
    );
  }

  // After a refusal the same dialog asks the second question: erase instead of delete.
  const step =
    refusal === null
      ? {
          title: t('delete.title', { name }),
          description: t('delete.description'),
          submit: t('delete.submit'),
          run: onDelete,
          busy: remove.isPending,
        }
      : {
          title: t('erase.title', { name }),
          description: t('erase.description'),
          submit: t('erase.submit'),
          run: onErase,
          busy: erase.isPending,
        };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={step.title}
      description={step.description}
      cancelLabel={t('cancel')}
      action={
        <Button variant="destructive" onClick={() => void step.run()} busy={step.busy}>
          {step.submit}
        </Button>
      }
    >
      {refusal === null ? null : (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {refusal}
        </p>
      )}
    </ConfirmDialog>
  );
}
