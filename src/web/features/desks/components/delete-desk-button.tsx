import { useQueryClient } from '@tanstack/react-query';
import { AwaitedAction, ConfirmDialog } from '@web/components/confirm-dialog';
import { ContextButton } from '@web/components/context-button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Desk, desksQueryOptions } from '../api/get-desks';
import { useDeleteDesk } from '../api/save-desk';

/** Delete with the spec's confirmation; the server refuses while people belong to the desk, and we say how many. */
export function DeleteDeskButton({ desk }: { desk: Desk }) {
  const { t } = useTranslation('desks');
  const remove = useDeleteDesk();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  async function onConfirm() {
    try {
      await remove.mutateAsync(desk.id);
      notify.success(t('toasts.deleted'), { description: t('toasts.deletedBody', { name: desk.name }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) {
        // The count comes from the server's records as they are now, not from the card.
        const desks = await queryClient
          .fetchQuery({ ...desksQueryOptions(), staleTime: 0 })
          .catch(() => null);
        const count = desks?.find((d) => d.id === desk.id)?.userCount ?? desk.userCount;
        notify.error(t('toasts.deleteFailed'), { description: t('toasts.deleteRefused', { count }) });
      } else {
        notify.error(t('toasts.deleteFailed'), { description: t('toasts.deleteFailedBody') });
      }
    } finally {
      setOpen(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<ContextButton icon={Trash2} label={t('desks.delete')} context={desk.name} />}
      title={t('desks.deleteTitle', { name: desk.name })}
      description={t('desks.deleteConfirm')}
      cancelLabel={t('actions.cancel')}
      action={
        <AwaitedAction destructive pending={remove.isPending} onConfirm={onConfirm}>
          {t('desks.deleteAction')}
        </AwaitedAction>
      }
    />
  );
}
