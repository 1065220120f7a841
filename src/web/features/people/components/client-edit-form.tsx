import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendForm } from '@web/lib/send-form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/** A client's personal information, saved with PUT /api/admin/users/:id; spec §8 "Client Updated" toasts. */
export function ClientEditForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const { t } = useTranslation('adminUsers');
  const update = useUpdateUser();
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await sendForm(
      async () => {
        await update.mutateAsync({ id: user.id, changes: { ...values, phone: values.phone.trim() || null } });
        notify.success(t('edit.clientUpdated'), { description: t('edit.clientUpdatedBody') });
        onSaved();
      },
      setErrors,
      { title: t('edit.updateFailed'), fallback: t('edit.clientUpdateFailedBody') },
    );
  }

  const labels = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    phone: t('fields.phoneOptional'),
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="admin-edit-personal" className="grid gap-4">
      <h3 id="admin-edit-personal" className="font-semibold text-navy">
        {t('edit.personal')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((key) => (
          <InputField
            key={key}
            id={`admin-edit-${key}`}
            label={labels[key]}
            error={errors[key]}
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {t('edit.savePersonal')}
        </Button>
      </div>
    </form>
  );
}
