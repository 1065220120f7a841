import type { FirmSettingKey, FirmSettings, UpdateFirmSettings } from '@shared/domain/firm-settings';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { plainField } from '../lib/form-values';
import { settingsResolver } from '../lib/settings-resolver';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionSave } from './use-section-save';

export type NumberSetting<K extends FirmSettingKey> = {
  name: K;
  id: string;
  label: string;
  hint: string;
  /** "any" where decimals are allowed (a rate, an amount); whole numbers otherwise. */
  step?: string;
};

type NumberSettingsSectionProps<K extends FirmSettingKey, P extends UpdateFirmSettings> = SectionProps & {
  id: string;
  title: string;
  description: string;
  /** The shared schema's part for these settings: the server checks the same. */
  schema: z.ZodType<P>;
  toForm: (settings: FirmSettings) => Record<K, string>;
  fromForm: (values: Record<K, string>) => unknown;
  fields: readonly NumberSetting<K>[];
};

/**
 * A settings card of plain numbers (targets, public thresholds, upload quota): typed as text,
 * checked by the shared schema, saved together; the form follows the saved values until edited.
 */
export function NumberSettingsSection<K extends FirmSettingKey, P extends UpdateFirmSettings>(
  props: NumberSettingsSectionProps<K, P>,
) {
  const { t } = useTranslation('adminSettings');
  // Keyed by string rather than K: react-hook-form's paths cannot be worked out for a generic K.
  const form = useForm<Record<string, string>, unknown, P>({
    defaultValues: props.toForm(props.settings),
    resolver: settingsResolver({
      schema: props.schema,
      toPayload: props.fromForm,
      fieldOf: plainField,
      translate: ({ key, values }) => t(`errors.${key}`, values),
    }),
  });
  const { save, formError, isSaving } = useSectionSave({ form, prefix: '', fieldOf: plainField });
  const savedKey = JSON.stringify(props.toForm(props.settings));
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(savedKey) as Record<string, string>);
  }, [savedKey, form]);

  return (
    <SettingsSection
      id={props.id}
      title={props.title}
      description={props.description}
      keys={props.fields.map((field) => field.name)}
      changes={props.changes}
      isSaving={isSaving}
      isDirty={form.formState.isDirty}
      formError={formError}
      onSubmit={form.handleSubmit((values) => save(values, props.toForm))}
    >
      {props.fields.map((field) => (
        <NumberField
          key={field.name}
          form={form}
          name={field.name}
          id={field.id}
          label={field.label}
          hint={field.hint}
          error={form.formState.errors[field.name]?.message}
          step={field.step}
        />
      ))}
    </SettingsSection>
  );
}
