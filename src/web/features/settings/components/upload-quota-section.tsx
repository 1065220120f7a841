import { MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { formatFileSize } from '@web/lib/intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { plainField, type UploadQuotaForm, uploadQuotaFromForm, uploadQuotaToForm } from '../lib/form-values';
import { settingsResolver } from '../lib/settings-resolver';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionSave } from './use-section-save';

const KEYS = ['caseMaxDocuments', 'caseMaxStorageMb'] as const;
const quotaSchema = firmSettingsSchema.pick({ caseMaxDocuments: true, caseMaxStorageMb: true });
type UploadQuota = z.infer<typeof quotaSchema>;

/** Issue 15: how many documents, and how many MB, one case may hold; the server refuses beyond. */
export function UploadQuotaSection({ settings, changes }: SectionProps) {
  const { t, i18n } = useTranslation('adminSettings');
  // The largest file (D17), in the reader's language: "10 MB", "10 Mo".
  const size = formatFileSize(MAX_DOCUMENT_BYTES, i18n.language);
  const form = useForm<UploadQuotaForm, unknown, UploadQuota>({
    defaultValues: uploadQuotaToForm(settings),
    resolver: settingsResolver({
      schema: quotaSchema,
      toPayload: uploadQuotaFromForm,
      fieldOf: plainField,
      translate: ({ key, values }) => t(`errors.${key}`, values),
    }),
  });
  const { save, formError, isSaving } = useSectionSave({ form, prefix: '', fieldOf: plainField });
  const savedKey = JSON.stringify(uploadQuotaToForm(settings));
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(savedKey) as UploadQuotaForm);
  }, [savedKey, form]);
  const error = (name: (typeof KEYS)[number]) => form.formState.errors[name]?.message;

  return (
    <SettingsSection
      id="settings-upload-quota"
      title={t('uploadQuota.title')}
      description={t('uploadQuota.description', { size })}
      keys={KEYS}
      changes={changes}
      isSaving={isSaving}
      isDirty={form.formState.isDirty}
      formError={formError}
      onSubmit={form.handleSubmit((quota) => save(quota, uploadQuotaToForm))}
    >
      <NumberField
        form={form}
        name="caseMaxDocuments"
        id="quota-documents"
        label={t('uploadQuota.maxDocuments')}
        hint={t('uploadQuota.maxDocumentsHint')}
        error={error('caseMaxDocuments')}
      />
      <NumberField
        form={form}
        name="caseMaxStorageMb"
        id="quota-storage"
        label={t('uploadQuota.maxStorage')}
        hint={t('uploadQuota.maxStorageHint', { size })}
        error={error('caseMaxStorageMb')}
      />
    </SettingsSection>
  );
}
