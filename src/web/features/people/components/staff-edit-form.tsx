import { INTAKE_COUNTRIES } from '@shared/domain/countries';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { notify } from '@web/lib/notify';
import { sendForm } from '@web/lib/send-form';
import { useFormats } from '@web/lib/use-formats';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useOpenCasesHandover } from '../lib/use-open-cases-handover';
import { DeskField } from './desk-field';
import { OpenCasesHandover } from './open-cases-handover';

/** A lawyer's or manager's username, country and desk (spec §2); an admin has no desk. */
export function StaffEditForm({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const { t } = useTranslation('people');
  const f = useFormats();
  const update = useUpdateUser();
  const withDesk = user.role === 'lawyer' || user.role === 'manager';
  const [values, setValues] = useState({
    username: user.username,
    country: user.country ?? '',
    deskId: user.deskId ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // D39: asks who takes the open cases once the server says the move leaves some behind.
  const move = useOpenCasesHandover();
  // The person's current country stays choosable even when it is not one of the form's options.
  const countries: string[] = [...INTAKE_COUNTRIES];
  if (user.country && !countries.includes(user.country)) countries.unshift(user.country);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const openCasesTo = move.choice;
    if (openCasesTo === 'missing') {
      setErrors({ openCasesTo: t('handover.required') });
      return;
    }
    await sendForm(
      async () => {
        try {
          await update.mutateAsync({
            id: user.id,
            changes: {
              username: values.username.trim(),
              country: values.country || null,
              ...(withDesk ? { deskId: values.deskId || null } : {}),
              ...(openCasesTo ? { openCasesTo } : {}),
            },
          });
        } catch (error) {
          if (move.held(error)) return;
          throw error;
        }
        notify.success(t('edit.staffUpdated'), { description: t('edit.staffUpdatedBody') });
        onSaved();
      },
      setErrors,
      { title: t('edit.updateFailed'), fallback: t('edit.staffUpdateFailedBody') },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <InputField
        id="admin-edit-username"
        label={t('fields.username')}
        error={errors.username}
        autoComplete="off"
        value={values.username}
        onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
      />
      <FormField id="admin-edit-country" label={t('fields.country')} error={errors.country}>
        {(p) => (
          <NativeSelect
            {...p}
            value={values.country}
            onChange={(e) => setValues((v) => ({ ...v, country: e.target.value }))}
          >
            <option value="">{t('fields.noCountry')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {code === 'other' ? t('fields.otherCountry') : f.country(code)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {withDesk ? (
        <DeskField
          id="admin-edit-desk"
          value={values.deskId}
          error={errors.deskId}
          onChange={(e) => setValues((v) => ({ ...v, deskId: e.target.value }))}
        />
      ) : null}
      <OpenCasesHandover move={move} error={errors.openCasesTo} />
      {/* The handover's longer action may need a second line on a phone. */}
      <DialogActions cancelLabel={t('cancel')} layout={move.asked ? 'wrap' : 'row'}>
        <Button type="submit" busy={update.isPending}>
          {move.asked ? t('handover.save') : t('edit.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
