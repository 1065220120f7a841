import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { targetsFromForm, targetsToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const targetsSchema = firmSettingsSchema.pick({
  successRateTarget: true,
  averageRecoveryDaysTarget: true,
  monthlyRevenueTarget: true,
});

/** Targets the lawyer analytics (D3) and the admin financials compare against; never shown as results. */
export function TargetsSection(props: SectionProps) {
  return (
    <NumberSettingsSection
      {...props}
      id="settings-targets"
      texts="targets"
      values={{ currency: DEFAULT_CURRENCY }}
      schema={targetsSchema}
      toForm={targetsToForm}
      fromForm={targetsFromForm}
      fields={[
        { name: 'successRateTarget', id: 'target-success-rate', text: 'successRate', step: 'any' },
        { name: 'averageRecoveryDaysTarget', id: 'target-recovery-days', text: 'recoveryDays' },
        { name: 'monthlyRevenueTarget', id: 'target-monthly-revenue', text: 'monthlyRevenue', step: 'any' },
      ]}
    />
  );
}
