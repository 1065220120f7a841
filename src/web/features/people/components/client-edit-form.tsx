import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { PersonalSection, personalValues } from './person-fields';

/** A client's personal information, saved with PUT /api/admin/users/:id; spec §8 "Client Updated" toasts. */
export function ClientEditForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const { t } = useTranslation('adminUsers');
  const update = useUpdateUser();
  return (
    <PersonalSection
      ns="adminUsers"
      idPrefix="admin-edit"
      initial={personalValues(user)}
      save={async (values) => {
        await update.mutateAsync({ id: user.id, changes: { ...values, phone: values.phone.trim() || null } });
        notify.success(t('edit.clientUpdated'), { description: t('edit.clientUpdatedBody') });
        onSaved();
      }}
      failure={{ title: t('edit.updateFailed'), fallback: t('edit.clientUpdateFailedBody') }}
      pending={update.isPending}
      saveLabel={t('edit.savePersonal')}
    />
  );
}
