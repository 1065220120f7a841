import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { Switch } from '@web/components/ui/switch';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

const schema = firmSettingsSchema.pick({ clientsMustUseSecondFactor: true });
type Form = { clientsMustUseSecondFactor: boolean };
const toForm = (s: Form): Form => ({ clientsMustUseSecondFactor: s.clientsMustUseSecondFactor });

/**
 * Issue 18 (D27): staff always need a second factor; the firm may require one of clients too.
 * Saved with the card's Save like every other setting (audited), not on the switch's click, so a
 * stray tap does not lock clients out of the portal at once.
 */
export function ClientSecuritySection(props: SectionProps) {
  const { t } = useTranslation('settings');
  const { form, save, status } = useSectionForm<Form, Form>({
    saved: toForm(props.settings),
    schema,
    toPayload: (values) => values,
    prefix: '',
  });
  const id = 'clients-must-use-second-factor';
  return (
    <SettingsSection
      id="settings-client-security"
      title={t('clientSecurity.title')}
      description={t('clientSecurity.description')}
      keys={['clientsMustUseSecondFactor']}
      changes={props.changes}
      status={status}
      onSubmit={form.handleSubmit((values) => save(values, toForm))}
    >
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="clientsMustUseSecondFactor"
          render={({ field }) => (
            <Switch
              id={id}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={`${id}-hint`}
              className="mt-0.5"
            />
          )}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm font-medium text-navy">
            {t('clientSecurity.label')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('clientSecurity.hint')}
          </p>
        </div>
      </div>
    </SettingsSection>
  );
}
