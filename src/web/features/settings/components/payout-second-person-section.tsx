import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { payoutSecondPersonFromForm, payoutSecondPersonToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const payoutSchema = firmSettingsSchema.pick({ payoutSecondPersonAbove: true });

/** Issue 19: above which amount a payout is approved by one administrator and marked paid by another. */
export function PayoutSecondPersonSection(props: SectionProps) {
  return (
    <NumberSettingsSection
      {...props}
      id="settings-payout-second-person"
      texts="payoutSecondPerson"
      schema={payoutSchema}
      toForm={payoutSecondPersonToForm}
      fromForm={payoutSecondPersonFromForm}
      fields={[{ name: 'payoutSecondPersonAbove', id: 'payout-second-person-above', text: 'above' }]}
    />
  );
}
