import { firmProfileSchema } from '@shared/contracts/public-site';
import { InputField, TextareaField } from '@web/components/text-fields';
import { useTranslation } from 'react-i18next';
import { firmProfileField, firmProfileFromForm, firmProfileToForm } from '../lib/form-values';
import { BarRegistrationsField, OfficialDomainsField } from './firm-identity-lists';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

const TEXT_FIELDS = ['legalName', 'companyRegistration', 'vatNumber', 'email', 'phone'] as const;

/** The firm's published identity (firmProfile): shown on /verify, the legal pages and the footer. */
export function FirmIdentitySection({ settings, changes }: SectionProps) {
  const { t } = useTranslation('settings');
  const { form, save, status } = useSectionForm({
    saved: firmProfileToForm(settings.firmProfile),
    schema: firmProfileSchema,
    toPayload: firmProfileFromForm,
    prefix: 'firmProfile',
    fieldOf: firmProfileField,
  });
  const error = (name: (typeof TEXT_FIELDS)[number] | 'address' | 'supervisoryAuthority') =>
    form.formState.errors[name]?.message;

  return (
    <SettingsSection
      id="settings-firm"
      title={t('firm.title')}
      description={t('firm.description')}
      keys={['firmProfile']}
      changes={changes}
      status={status}
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
