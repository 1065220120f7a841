import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { useTranslation } from 'react-i18next';
import { payoutSecondPersonFromForm, payoutSecondPersonToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const payoutSchema = firmSettingsSchema.pick({ payoutSecondPersonAbove: true });

/** Issue 19: above which amount a payout is approved by one administrator and marked paid by another. */
export function PayoutSecondPersonSection(props: SectionProps) {
  const { t } = useTranslation('settings');
  return (
    <NumberSettingsSection
      {...props}
      id="settings-payout-second-person"
      title={t('payoutSecondPerson.title')}
      description={t('payoutSecondPerson.description')}
      schema={payoutSchema}
      toForm={payoutSecondPersonToForm}
      fromForm={payoutSecondPersonFromForm}
      fields={[
        {
          name: 'payoutSecondPersonAbove',
          id: 'payout-second-person-above',
          label: t('payoutSecondPerson.above'),
          hint: t('payoutSecondPerson.aboveHint'),
        },
      ]}
    />
  );
}
