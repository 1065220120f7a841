import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/password-policy';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Errors = { current?: string; password?: string; confirm?: string };

/** The server's password-policy verdict in the reader's language (its messages are English). */
function policyKey(message: string): string {
  if (/common/i.test(message)) return 'newPassword.errors.tooCommon';
  if (/username|email/i.test(message)) return 'newPassword.errors.personal';
  if (/at most/i.test(message)) return 'newPassword.errors.tooLong';
  if (/at least/i.test(message)) return 'newPassword.errors.tooShort';
  return 'newPassword.errors.rejected';
}

/** The server's refusal of a change (fields currentPassword / newPassword) as the form's errors. */
function changeErrors(fields: Record<string, string>): Errors {
  if (fields.currentPassword) return { current: 'changePassword.errors.wrongCurrent' };
  const message = fields.newPassword ?? fields.password;
  if (!message) return { password: 'newPassword.errors.failed' };
  return {
    password: /different/i.test(message) ? 'changePassword.errors.sameAsCurrent' : policyKey(message),
  };
}

/**
 * A new password typed twice (D11/D16: at least 8 characters; the server also refuses common
 * passwords and the person's own username or email). `save` sends it; a refusal by the server
 * is shown on the field and nothing typed is lost. `askCurrent` adds the current password
 * (change-password, D31).
 */
export function NewPasswordForm({
  idPrefix,
  save,
  secondaryAction,
  askCurrent = false,
}: {
  idPrefix: string;
  save: (password: string, currentPassword?: string) => Promise<void>;
  secondaryAction?: ReactNode;
  askCurrent?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const current = String(data.get('current') ?? '');
    const next: Errors = {};
    if (askCurrent && current.length === 0) next.current = t('changePassword.errors.currentRequired');
    if (password.length < PASSWORD_MIN_LENGTH) next.password = t('newPassword.errors.tooShort');
    else if (password.length > PASSWORD_MAX_LENGTH) next.password = t('newPassword.errors.tooLong');
    else if (confirm !== password) next.confirm = t('newPassword.errors.mismatch');
    setErrors(next);
    if (next.current || next.password || next.confirm) return;

    setBusy(true);
    try {
      await save(password, askCurrent ? current : undefined);
    } catch (error) {
      // A 429 is not a failure to retry at once: say to wait (set-password links are limited per IP).
      if (error instanceof ApiError && error.code === 'rate_limited') {
        setErrors({ password: t('newPassword.errors.rateLimited') });
        return;
      }
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const keys = changeErrors(fields);
      setErrors({
        current: keys.current ? t(keys.current) : undefined,
        password: keys.password ? t(keys.password) : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  /** Each field is a required password with its error, read back by its name when the form is sent. */
  const passwordField = (name: keyof Errors) =>
    ({ id: `${idPrefix}-${name}`, name, error: errors[name], type: 'password', required: true }) as const;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {askCurrent ? (
        <InputField
          {...passwordField('current')}
          label={t('changePassword.current')}
          autoComplete="current-password"
        />
      ) : null}
      <InputField
        {...passwordField('password')}
        label={t('newPassword.password')}
        hint={t('newPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
      />
      <InputField
        {...passwordField('confirm')}
        label={t('newPassword.confirm')}
        autoComplete="new-password"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {busy ? t('newPassword.saving') : t('newPassword.save')}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
