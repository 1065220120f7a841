import {
  DURATION_UNITS,
  ESTIMATED_STEPS,
  type StepEstimates,
  stepEstimatesSchema,
} from '@shared/domain/firm-settings';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { estimatesFromForm, estimatesToForm, type StepEstimatesForm } from '../lib/form-values';
import { CheckboxField } from './checkbox-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

type Step = (typeof ESTIMATED_STEPS)[number];

/** Time estimates per step, shown to clients in their recovery timeline and on the landing page. */
export function StepEstimatesSection({ settings, changes }: SectionProps) {
  const { t } = useTranslation('settings');
  const { form, save, status } = useSectionForm({
    saved: estimatesToForm(settings.stepEstimates),
    schema: stepEstimatesSchema,
    toPayload: estimatesFromForm,
    prefix: 'stepEstimates',
  });

  return (
    <SettingsSection
      id="settings-estimates"
      title={t('estimates.title')}
      description={t('estimates.description')}
      keys={['stepEstimates']}
      changes={changes}
      status={status}
      onSubmit={form.handleSubmit((stepEstimates) =>
        save({ stepEstimates }, (s) => estimatesToForm(s.stepEstimates)),
      )}
    >
      {ESTIMATED_STEPS.map((step) => (
        <StepRow key={step} step={step} form={form} />
      ))}
    </SettingsSection>
  );
}

function StepRow({
  step,
  form,
}: {
  step: Step;
  form: UseFormReturn<StepEstimatesForm, unknown, StepEstimates>;
}) {
  const { t } = useTranslation('settings');
  const shown = form.watch(`${step}.shown`);
  const errors = form.formState.errors[step];
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">{t(`steps.${step}`)}</legend>
      <CheckboxField
        control={form.control}
        name={`${step}.shown`}
        id={`estimate-${step}-shown`}
        label={t('estimates.shown')}
      />
      {shown ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField
            id={`estimate-${step}-min`}
            label={t('estimates.min')}
            error={errors?.min?.message}
            {...form.register(`${step}.min`)}
            type="number"
            min={0}
            inputMode="numeric"
          />
          <InputField
            id={`estimate-${step}-max`}
            label={t('estimates.max')}
            error={errors?.max?.message}
            {...form.register(`${step}.max`)}
            type="number"
            min={1}
            inputMode="numeric"
          />
          <SelectField
            id={`estimate-${step}-unit`}
            label={t('estimates.unit')}
            error={errors?.unit?.message}
            {...form.register(`${step}.unit`)}
          >
            <SelectOptions values={DURATION_UNITS} label={(unit) => t(`units.${unit}`)} />
          </SelectField>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('estimates.none')}</p>
      )}
    </fieldset>
  );
}
