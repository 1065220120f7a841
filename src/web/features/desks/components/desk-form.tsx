import { zodResolver } from '@hookform/resolvers/zod';
import { InputField, TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Desk } from '../api/get-desks';
import { useSaveDesk } from '../api/save-desk';
import { CountryPicker } from './country-picker';

/** The shared contract's limits (contracts/admin.ts deskFields); messages are translated below. */
const formSchema = z.object({
  name: z.string().trim().min(1).max(100),
  countries: z.array(z.string()),
  description: z.string().trim().max(1000),
});
type FormValues = z.infer<typeof formSchema>;
type Field = keyof FormValues;
const FIELDS: readonly string[] = ['name', 'countries', 'description'];

export function DeskForm({ desk, onDone }: { desk?: Desk | undefined; onDone: () => void }) {
  const { t } = useTranslation('desks');
  const save = useSaveDesk();
  const isEdit = desk !== undefined;
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: desk?.name ?? '',
      countries: desk?.countries ?? [],
      description: desk?.description ?? '',
    },
  });
  const { errors } = form.formState;

  async function onSubmit(values: FormValues) {
    try {
      const saved = await save.mutateAsync({ id: desk?.id, input: values });
      notify.success(isEdit ? t('toasts.updated') : t('toasts.created'), {
        description: t(isEdit ? 'toasts.updatedBody' : 'toasts.createdBody', { name: saved.name }),
      });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A name another desk has is the one refusal a person can fix here; it goes to the field.
      if (error.status === 409 && error.fields?.name) {
        form.setError('name', { type: 'taken' });
        return;
      }
      const fields = Object.keys(error.fields ?? {}).filter((name) => FIELDS.includes(name.split('.')[0]!));
      for (const name of fields) form.setError(name.split('.')[0] as Field, { type: 'server' });
      notify.error(isEdit ? t('toasts.updateFailed') : t('toasts.createFailed'), {
        description: isEdit ? t('toasts.updateFailedBody') : t('toasts.createFailedBody'),
      });
    }
  }

  const message = (name: Field) => {
    const error = errors[name];
    if (!error) return undefined;
    return error.type === 'taken' ? t('deskForm.errors.nameTaken') : t(`deskForm.errors.${name}`);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <InputField
        id="desk-name"
        label={t('deskForm.name')}
        error={message('name')}
        {...form.register('name')}
        autoComplete="off"
        aria-required="true"
      />
      <Controller
        control={form.control}
        name="countries"
        render={({ field }) => (
          <CountryPicker value={field.value} onChange={field.onChange} error={message('countries')} />
        )}
      />
      <TextareaField
        id="desk-description"
        label={t('deskForm.descriptionLabel')}
        hint={t('deskForm.descriptionHint')}
        error={message('description')}
        {...form.register('description')}
        rows={3}
      />
      <DialogActions cancelLabel={t('actions.cancel')}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t('deskForm.saving')
            : isEdit
              ? t('deskForm.save')
              : t('deskForm.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
