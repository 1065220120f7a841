import { ROLES, type Role } from '@shared/domain/roles';
import { FormDialog } from '@web/components/form-dialog';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { useDesks } from '@web/features/desks';
import { notify } from '@web/lib/notify';
import { sendForm } from '@web/lib/send-form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../api/create-user';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  role: 'client' as Role,
  deskId: '',
};
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'username'] as const;
const hasDesk = (role: Role) => role === 'lawyer' || role === 'manager';

/**
 * Add User (spec §2, §3 "new user payload"): the button waits for the four required fields. A
 * password is optional: without one the person is emailed a one-time link to set their own (D11);
 * there is never a default password. The desk is asked only of lawyers and managers.
 */
export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const create = useCreateUser();
  const desks = useDesks(open);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = TEXT_FIELDS.every((key) => values[key].trim() !== '');
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  function close(next: boolean) {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    await sendForm(
      async () => {
        const result = await create.mutateAsync({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          role: values.role,
          ...(values.password ? { password: values.password } : {}),
          ...(hasDesk(values.role) ? { deskId: values.deskId || null } : {}),
        });
        const name = `${result.user.firstName} ${result.user.lastName}`;
        notify.success(t('add.success'), {
          description: result.invitationSent
            ? t('add.successInvited', { name, email: result.user.email })
            : t('add.successWithPassword', { name }),
        });
        close(false);
      },
      setErrors,
      { title: t('add.failed'), fallback: t('add.failedBody') },
    );
  }

  const labels: Record<(typeof TEXT_FIELDS)[number], string> = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    username: t('fields.username'),
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      className="max-w-xl"
      title={t('add.title')}
      description={t('add.description')}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      layout="row"
      submit={
        <Button type="submit" disabled={!ready || create.isPending} aria-busy={create.isPending}>
          {create.isPending ? t('add.submitting') : t('add.submit')}
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((key) => (
          <InputField
            key={key}
            id={`add-user-${key}`}
            label={labels[key]}
            error={errors[key]}
            required
            type={key === 'email' ? 'email' : 'text'}
            autoComplete="off"
            value={values[key]}
            onChange={set(key)}
          />
        ))}
        <InputField
          id="add-user-password"
          label={t('fields.passwordOptional')}
          hint={t('add.passwordHint')}
          error={errors.password}
          className="sm:col-span-2"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <FormField id="add-user-role" label={t('fields.role')} error={errors.role}>
          {(p) => (
            <NativeSelect {...p} value={values.role} onChange={set('role')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {hasDesk(values.role) ? (
          <FormField id="add-user-desk" label={t('fields.desk')} error={errors.deskId}>
            {(p) => (
              <NativeSelect {...p} value={values.deskId} onChange={set('deskId')}>
                <option value="">{t('fields.noDesk')}</option>
                {(desks.data ?? []).map((desk) => (
                  <option key={desk.id} value={desk.id}>
                    {desk.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
      </div>
    </FormDialog>
  );
}
