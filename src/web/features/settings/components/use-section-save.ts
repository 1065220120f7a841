import type { UpdateFirmSettings } from '@shared/domain/firm-settings';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../api/update-settings';
import { type FieldPath, serverFieldPath } from '../lib/settings-resolver';

/**
 * Saves one section: on success a toast and the form takes the saved values; on failure the
 * typed values stay, the server's field reasons go next to their fields (`fields` of the error
 * body, under `prefix`), and anything else is said above the Save button and in a toast.
 */
export function useSectionSave<TForm extends FieldValues>(args: {
  form: UseFormReturn<TForm, unknown, unknown>;
  prefix: string;
  fieldOf: (path: FieldPath) => string;
}) {
  const { t } = useTranslation('adminSettings');
  const update = useUpdateSettings();
  const [formError, setFormError] = useState<string | undefined>();

  async function save(
    input: UpdateFirmSettings,
    savedValues: (saved: Awaited<ReturnType<typeof update.mutateAsync>>) => TForm,
  ) {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(input);
      args.form.reset(savedValues(saved));
      notify.success(t('saved.title'), { description: t('saved.description') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let placed = 0;
      for (const [key, message] of Object.entries(error.fields ?? {})) {
        const path = serverFieldPath(key, args.prefix);
        if (!path) continue;
        args.form.setError(args.fieldOf(path) as Path<TForm>, { type: 'server', message });
        placed++;
      }
      const reason = placed > 0 ? t('failed.fields') : error.message || t('failed.generic');
      if (placed === 0) setFormError(reason);
      notify.error(t('failed.title'), { description: reason });
    }
  }

  return { save, formError, isSaving: update.isPending };
}
