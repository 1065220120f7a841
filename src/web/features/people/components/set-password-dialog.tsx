import { PASSWORD_MIN_LENGTH } from '@shared/domain/password-policy';
import { FormDialog } from '@web/components/form-dialog';
import { InputField } from '@web/components/text-fields';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import type { UserDialogProps } from './user-dialog-props';

/**
 * Set password (D11): at least 8 characters, checked here for a quick answer and by the server,
 * which also refuses common passwords and ends the person's sessions.
 */
export function SetPasswordDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = `${user.firstName} ${user.lastName}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (password.length < PASSWORD_MIN_LENGTH) {
      const message = t('password.tooShort', { min: PASSWORD_MIN_LENGTH });
      setError(message);
      notify.error(t('password.invalid'), { description: message });
      return;
    }
    await sendAction(
      async () => {
        await reset.mutateAsync({ id: user.id, newPassword: password });
        notify.success(t('password.updated'), { description: t('password.updatedBody') });
        onOpenChange(false);
      },
      { title: t('password.failed'), fallback: t('password.failedBody') },
      (failure) => setError(failure.fields?.newPassword ?? failure.message),
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.title', { name })}
      description={t('password.description')}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      layout="row"
      submitLabel={t('password.submit')}
      busy={reset.isPending}
    >
      <InputField
        id="admin-set-password"
        label={t('password.label')}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={error}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </FormDialog>
  );
}
