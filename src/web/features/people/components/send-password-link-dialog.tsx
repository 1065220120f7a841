import { FormDialog } from '@web/components/form-dialog';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendPasswordLink } from '../api/send-password-link';
import type { UserDialogProps } from './user-dialog-props';

/**
 * D34: staff never know a working password of a client. Instead of setting one, the admin sends
 * the client the "Forgot your password?" link, to the address the client confirmed. D37: the
 * same for a lawyer or manager, the only way for one who has not set up a second step.
 */
export function SendPasswordLinkDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const send = useSendPasswordLink();
  const name = `${user.firstName} ${user.lastName}`;
  const client = user.role === 'client';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await sendAction(
      async () => {
        const result = await send.mutateAsync({ id: user.id });
        notify.success(t('passwordLink.sent'), { description: result.message });
        onOpenChange(false);
      },
      { title: t('passwordLink.failed'), fallback: t('passwordLink.failedBody') },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('passwordLink.title', { name })}
      description={t(client ? 'passwordLink.description' : 'passwordLink.descriptionStaff', {
        name,
        email: user.email,
      })}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      layout="row"
      submitLabel={t('passwordLink.submit')}
      busy={send.isPending}
    >
      <p className="text-sm text-muted-foreground">
        {t(client ? 'passwordLink.never' : 'passwordLink.neverStaff', { name })}
      </p>
    </FormDialog>
  );
}
