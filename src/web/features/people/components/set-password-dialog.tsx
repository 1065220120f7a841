import { PASSWORD_MIN_LENGTH } from '@shared/domain/password-policy';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import type { UserDialogProps } from './user-dialog-props';

/**
 * Set password (D11): at least 8 characters, checked here for a quick answer and by the server,
 * which also refuses common passwords and ends the person's sessions.
 */
export function SetPasswordDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('adminUsers');
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
    try {
      await reset.mutateAsync({ id: user.id, newPassword: password });
      notify.success(t('password.updated'), { description: t('password.updatedBody') });
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fields?.newPassword ?? failure.message);
      notify.error(t('password.failed'), { description: failure.message || t('password.failedBody') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogTitle>{t('password.title', { name })}</DialogTitle>
          <DialogDescription>{t('password.description')}</DialogDescription>
          <FormField
            id="admin-set-password"
            label={t('password.label')}
            hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
            error={error}
          >
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={reset.isPending} aria-busy={reset.isPending}>
              {t('password.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
