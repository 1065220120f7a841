import { ROLES, type Role } from '@shared/domain/roles';
import { FormDialog } from '@web/components/form-dialog';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { notify } from '@web/lib/notify';
import { sendForm } from '@web/lib/send-form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../api/create-user';
import { DeskField } from './desk-field';
import { PersonFields } from './person-fields';
import { RoleOptions } from './role-options';
import type { DialogOpenProps } from './user-dialog-props';

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
export function AddUserDialog({ open, onOpenChange }: DialogOpenProps) {
  const { t } = useTranslation('people');
  const create = useCreateUser();
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
        if (result.proposed) {
          // D37: a staff account waits for a second admin; the server's note says so.
          notify.success(t('proposed'), { description: result.proposed.message });
        } else {
          const { user, invitationSent } = result.created;
          const name = `${user.firstName} ${user.lastName}`;
          notify.success(t('add.success'), {
            description: invitationSent
              ? t('add.successInvited', { name, email: user.email })
              : t('add.successWithPassword', { name }),
          });
        }
        close(false);
      },
      setErrors,
      { title: t('add.failed'), fallback: t('add.failedBody') },
    );
  }

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
        <PersonFields
          idPrefix="add-user"
          fields={TEXT_FIELDS}
          values={values}
          errors={errors}
          onChange={set}
          required
        />
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
              <RoleOptions roles={ROLES} />
            </NativeSelect>
          )}
        </FormField>
        {hasDesk(values.role) ? (
          <DeskField
            id="add-user-desk"
            value={values.deskId}
            error={errors.deskId}
            onChange={set('deskId')}
          />
        ) : null}
      </div>
    </FormDialog>
  );
}
