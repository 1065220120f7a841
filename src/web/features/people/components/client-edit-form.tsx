import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { PersonalSection, personalValues } from './person-fields';

/** A client's personal information, saved with PUT /api/admin/users/:id; spec §8 "Client Updated" toasts. */
export function ClientEditForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const { t } = useTranslation('people');
  const update = useUpdateUser();
  return (
    <PersonalSection
      heading={t('edit.personal')}
      idPrefix="admin-edit"
      initial={personalValues(user)}
      save={async (values) => {
        const phone = values.phone.trim() || null;
        const saved = await update.mutateAsync({ id: user.id, changes: { ...values, phone } });
        // D34: a new email or phone waits for the client; the server's note says so.
        const proposed =
          saved.user.email.toLowerCase() !== values.email.trim().toLowerCase() || saved.user.phone !== phone;
        notify.success(t('edit.clientUpdated'), {
          description: proposed ? saved.message : t('edit.clientUpdatedBody'),
        });
        // D34: the dialog stays open to show the proposal waiting for the client.
        if (!proposed) onSaved();
      }}
      failure={{ title: t('edit.updateFailed'), fallback: t('edit.clientUpdateFailedBody') }}
      pending={update.isPending}
      saveLabel={t('edit.savePersonal')}
    />
  );
}
