import type { FirmSettings, UpdateFirmSettings } from '@shared/domain/firm-settings';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUpdateSettings } from '../api/update-settings';
import { plainField } from '../lib/form-values';
import { type FieldPath, serverFieldPath, settingsResolver } from '../lib/settings-resolver';

/** Where a section's save stands, as its card shows it. */
export type SectionStatus = {
  isSaving: boolean;
  /** The form differs from what is saved: said beside Save, and the console asks before leaving. */
  isDirty: boolean;
  /** A form-wide problem (no field to attach it to), shown above the Save button. */
  formError: string | undefined;
};

/**
 * The form of one settings section, checked by the shared schema (`schema` over `toPayload` of the
 * values) before anything is sent. It follows the saved values (`saved`, as the form holds them):
 * another admin's save shows here, unless this form has unsaved edits.
 *
 * `save` sends the section: on success a toast and the form takes the saved values; on failure the
 * typed values stay, the server's field reasons go next to their fields (`fields` of the error
 * body, under `prefix`), and anything else is said above the Save button and in a toast.
 */
export function useSectionForm<TForm extends FieldValues, TPayload>(args: {
  saved: TForm;
  schema: z.ZodType<TPayload>;
  toPayload: (values: TForm) => unknown;
  prefix: string;
  /** The form field a schema path or server key belongs to; the path itself unless the form reshapes it. */
  fieldOf?: (path: FieldPath) => string;
}) {
  const { t } = useTranslation('settings');
  const fieldOf = args.fieldOf ?? plainField;
  const form = useForm<TForm, unknown, TPayload>({
    defaultValues: args.saved as DefaultValues<TForm>,
    resolver: settingsResolver({
      schema: args.schema,
      toPayload: args.toPayload,
      fieldOf,
      translate: ({ key, values }) => t(`errors.${key}`, values),
    }),
  });
  const savedKey = JSON.stringify(args.saved);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(savedKey) as TForm);
  }, [savedKey, form]);

  const update = useUpdateSettings();
  const [formError, setFormError] = useState<string | undefined>();

  async function save(input: UpdateFirmSettings, savedValues: (saved: FirmSettings) => TForm) {
    setFormError(undefined);
    try {
      const { settings, proposed } = await update.mutateAsync(input);
      if (proposed) {
        // D37: nothing changed yet; the form shows the settings in force, the note says why.
        form.reset(args.saved);
        notify.success(t('proposed'), { description: proposed.message });
        return;
      }
      form.reset(savedValues(settings));
      notify.success(t('saved.title'), { description: t('saved.description') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let placed = 0;
      for (const [key, message] of Object.entries(error.fields ?? {})) {
        const path = serverFieldPath(key, args.prefix);
        if (!path) continue;
        form.setError(fieldOf(path) as Path<TForm>, { type: 'server', message });
        placed++;
      }
      const reason = placed > 0 ? t('failed.fields') : error.message || t('failed.generic');
      if (placed === 0) setFormError(reason);
      notify.error(t('failed.title'), { description: reason });
    }
  }

  const status: SectionStatus = { isSaving: update.isPending, isDirty: form.formState.isDirty, formError };
  return { form, save, status };
}
