import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { plainField, type TargetsForm, targetsFromForm, targetsToForm } from '../lib/form-values';
import { settingsResolver } from '../lib/settings-resolver';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionSave } from './use-section-save';

const KEYS = ['successRateTarget', 'averageRecoveryDaysTarget', 'monthlyRevenueTarget'] as const;
const targetsSchema = firmSettingsSchema.pick({
  successRateTarget: true,
  averageRecoveryDaysTarget: true,
  monthlyRevenueTarget: true,
});
type Targets = z.infer<typeof targetsSchema>;

/** Targets the lawyer analytics (D3) and the admin financials compare against; never shown as results. */
export function TargetsSection({ settings, changes }: SectionProps) {
  const { t } = useTranslation('adminSettings');
  const form = useForm<TargetsForm, unknown, Targets>({
    defaultValues: targetsToForm(settings),
    resolver: settingsResolver({
      schema: targetsSchema,
      toPayload: targetsFromForm,
      fieldOf: plainField,
      translate: ({ key, values }) => t(`errors.${key}`, values),
    }),
  });
  const { save, formError, isSaving } = useSectionSave({ form, prefix: '', fieldOf: plainField });
  const savedKey = JSON.stringify(targetsToForm(settings));
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(savedKey) as TargetsForm);
  }, [savedKey, form]);
  const error = (name: (typeof KEYS)[number]) => form.formState.errors[name]?.message;

  return (
    <SettingsSection
      id="settings-targets"
      title={t('targets.title')}
      description={t('targets.description')}
      keys={KEYS}
      changes={changes}
      isSaving={isSaving}
      isDirty={form.formState.isDirty}
      formError={formError}
      onSubmit={form.handleSubmit((targets) => save(targets, targetsToForm))}
    >
      <NumberField
        form={form}
        name="successRateTarget"
        id="target-success-rate"
        label={t('targets.successRate')}
        hint={t('targets.successRateHint')}
        error={error('successRateTarget')}
        step="any"
      />
      <NumberField
        form={form}
        name="averageRecoveryDaysTarget"
        id="target-recovery-days"
        label={t('targets.recoveryDays')}
        hint={t('targets.recoveryDaysHint')}
        error={error('averageRecoveryDaysTarget')}
      />
      <NumberField
        form={form}
        name="monthlyRevenueTarget"
        id="target-monthly-revenue"
        label={t('targets.monthlyRevenue', { currency: DEFAULT_CURRENCY })}
        hint={t('targets.monthlyRevenueHint')}
        error={error('monthlyRevenueTarget')}
        step="any"
      />
    </SettingsSection>
  );
}
