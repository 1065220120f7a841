import { FormDialog } from '@web/components/form-dialog';
import { TextareaField } from '@web/components/text-fields';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanUser } from '../api/ban-user';
import type { UserDialogProps } from './user-dialog-props';

/** Ban with a reason (spec §4; D12 lets it be lifted). The server ends every session of theirs at once. */
export function BanDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const ban = useBanUser();
  const [reason, setReason] = useState(t('ban.defaultReason'));
  const [error, setError] = useState<string | undefined>();
  const name = `${user.firstName} ${user.lastName}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!reason.trim()) {
      setError(t('ban.reasonRequired'));
      return;
    }
    await sendAction(
      async () => {
        await ban.mutateAsync({ id: user.id, reason: reason.trim() });
        notify.success(t('ban.success'), { description: t('ban.successBody', { name }) });
        onOpenChange(false);
      },
      { title: t('ban.failed'), fallback: t('ban.failedBody') },
      (failure) => setError(failure.fields?.reason),
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ban.title', { name })}
      description={t('ban.description')}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      layout="row"
      submitLabel={t('ban.submit')}
      busy={ban.isPending}
      destructive
    >
      <TextareaField
        id="admin-ban-reason"
        label={t('ban.reason')}
        hint={t('ban.reasonHint')}
        error={error}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </FormDialog>
  );
}
