import type { FirmSettingKey, FirmSettings, UpdateFirmSettings } from '@shared/domain/firm-settings';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

export type NumberSetting<K extends FirmSettingKey> = {
  name: K;
  id: string;
  /** Its label's key under the section's `texts`; the hint's key is the same with "Hint" added. */
  text: string;
  /** "any" where decimals are allowed (a rate, an amount); whole numbers otherwise. */
  step?: string;
};

type NumberSettingsSectionProps<K extends FirmSettingKey, P extends UpdateFirmSettings> = SectionProps & {
  id: string;
  /** The section's texts in the settings namespace: `<texts>.title`, `<texts>.description`, its fields'. */
  texts: string;
  /** What those texts fill in ("{{size}}", "{{currency}}"). */
  values?: Record<string, string>;
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
  const { t } = useTranslation('settings');
  const text = (key: string) => t(`${props.texts}.${key}`, props.values);
  // Keyed by string rather than K: react-hook-form's paths cannot be worked out for a generic K.
  const { form, save, status } = useSectionForm<Record<string, string>, P>({
    saved: props.toForm(props.settings),
    schema: props.schema,
    toPayload: props.fromForm,
    prefix: '',
  });

  return (
    <SettingsSection
      id={props.id}
      title={text('title')}
      description={text('description')}
      keys={props.fields.map((field) => field.name)}
      changes={props.changes}
      status={status}
      onSubmit={form.handleSubmit((values) => save(values, props.toForm))}
    >
      {props.fields.map((field) => (
        <NumberField
          key={field.name}
          form={form}
          name={field.name}
          id={field.id}
          label={text(field.text)}
          hint={text(`${field.text}Hint`)}
          error={form.formState.errors[field.name]?.message}
          step={field.step}
        />
      ))}
    </SettingsSection>
  );
}
