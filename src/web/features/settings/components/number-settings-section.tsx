import type { FirmSettingKey, FirmSettings, UpdateFirmSettings } from '@shared/domain/firm-settings';
import type { z } from 'zod';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

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
      title={props.title}
      description={props.description}
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
          label={field.label}
          hint={field.hint}
          error={form.formState.errors[field.name]?.message}
          step={field.step}
        />
      ))}
    </SettingsSection>
  );
}
