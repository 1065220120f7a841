import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { plainField, type ThresholdsForm, thresholdsFromForm, thresholdsToForm } from '../lib/form-values';
import { settingsResolver } from '../lib/settings-resolver';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionSave } from './use-section-save';

const KEYS = ['publicStatsMinCases', 'publicStatsMinRatings'] as const;
const thresholdsSchema = firmSettingsSchema.pick({ publicStatsMinCases: true, publicStatsMinRatings: true });
type Thresholds = z.infer<typeof thresholdsSchema>;

/** D5: a public figure stays hidden until this many records back it. */
export function ThresholdsSection({ settings, changes }: SectionProps) {
  const { t } = useTranslation('adminSettings');
  const form = useForm<ThresholdsForm, unknown, Thresholds>({
    defaultValues: thresholdsToForm(settings),
    resolver: settingsResolver({
      schema: thresholdsSchema,
      toPayload: thresholdsFromForm,
      fieldOf: plainField,
      translate: ({ key, values }) => t(`errors.${key}`, values),
    }),
  });
  const { save, formError, isSaving } = useSectionSave({ form, prefix: '', fieldOf: plainField });
  const savedKey = JSON.stringify(thresholdsToForm(settings));
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(savedKey) as ThresholdsForm);
  }, [savedKey, form]);
  const error = (name: (typeof KEYS)[number]) => form.formState.errors[name]?.message;

  return (
    <SettingsSection
      id="settings-thresholds"
      title={t('thresholds.title')}
      description={t('thresholds.description')}
      keys={KEYS}
      changes={changes}
      isSaving={isSaving}
      isDirty={form.formState.isDirty}
      formError={formError}
      onSubmit={form.handleSubmit((thresholds) => save(thresholds, thresholdsToForm))}
    >
      <NumberField
        form={form}
        name="publicStatsMinCases"
        id="threshold-cases"
        label={t('thresholds.minCases')}
        hint={t('thresholds.minCasesHint')}
        error={error('publicStatsMinCases')}
      />
      <NumberField
        form={form}
        name="publicStatsMinRatings"
        id="threshold-ratings"
        label={t('thresholds.minRatings')}
        hint={t('thresholds.minRatingsHint')}
        error={error('publicStatsMinRatings')}
      />
    </SettingsSection>
  );
}
