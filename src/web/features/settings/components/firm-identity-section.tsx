import { firmProfileSchema } from '@shared/contracts/public-site';
import type { FirmSettings } from '@shared/domain/firm-settings';
import { InputField, TextareaField } from '@web/components/text-fields';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type FirmProfileForm,
  firmProfileField,
  firmProfileFromForm,
  firmProfileToForm,
} from '../lib/form-values';
import { settingsResolver } from '../lib/settings-resolver';
import { BarRegistrationsField, OfficialDomainsField } from './firm-identity-lists';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionSave } from './use-section-save';

const TEXT_FIELDS = ['legalName', 'companyRegistration', 'vatNumber', 'email', 'phone'] as const;

/** The firm's published identity (firmProfile): shown on /verify, the legal pages and the footer. */
export function FirmIdentitySection({ settings, changes }: SectionProps) {
  const { t } = useTranslation('adminSettings');
  const form = useForm<FirmProfileForm, unknown, FirmSettings['firmProfile']>({
    defaultValues: firmProfileToForm(settings.firmProfile),
    resolver: settingsResolver({
      schema: firmProfileSchema,
      toPayload: firmProfileFromForm,
      fieldOf: firmProfileField,
      translate: ({ key, values }) => t(`errors.${key}`, values),
    }),
  });
  const { save, formError, isSaving } = useSectionSave({
    form,
    prefix: 'firmProfile',
    fieldOf: firmProfileField,
  });
  // Another admin's save shows here, unless this form has unsaved edits.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(firmProfileToForm(settings.firmProfile));
  }, [settings.firmProfile, form]);
  const error = (name: (typeof TEXT_FIELDS)[number] | 'address' | 'supervisoryAuthority') =>
    form.formState.errors[name]?.message;

  return (
    <SettingsSection
      id="settings-firm"
      title={t('firm.title')}
      description={t('firm.description')}
      keys={['firmProfile']}
      changes={changes}
      isSaving={isSaving}
      isDirty={form.formState.isDirty}
      formError={formError}
      onSubmit={form.handleSubmit((firmProfile) =>
        save({ firmProfile }, (s) => firmProfileToForm(s.firmProfile)),
      )}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map((name) => (
          <InputField
            key={name}
            id={`firm-${name}`}
            label={t(`firm.${name}`)}
            error={error(name)}
            {...form.register(name)}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
          />
        ))}
        <InputField
          id="firm-supervisoryAuthority"
          label={t('firm.supervisoryAuthority')}
          error={error('supervisoryAuthority')}
          {...form.register('supervisoryAuthority')}
          autoComplete="off"
        />
      </div>
      <TextareaField
        id="firm-address"
        label={t('firm.address')}
        error={error('address')}
        {...form.register('address')}
        rows={3}
      />
      <BarRegistrationsField form={form} />
      <OfficialDomainsField form={form} />
    </SettingsSection>
  );
}
