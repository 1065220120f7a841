import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
  return (
    <NumberSettingsSection
      {...props}
      id="settings-targets"
      title={t('targets.title')}
      description={t('targets.description')}
      schema={targetsSchema}
      toForm={targetsToForm}
      fromForm={targetsFromForm}
      fields={[
        {
          name: 'successRateTarget',
          id: 'target-success-rate',
          label: t('targets.successRate'),
          hint: t('targets.successRateHint'),
          step: 'any',
        },
        {
          name: 'averageRecoveryDaysTarget',
          id: 'target-recovery-days',
          label: t('targets.recoveryDays'),
          hint: t('targets.recoveryDaysHint'),
        },
        {
          name: 'monthlyRevenueTarget',
          id: 'target-monthly-revenue',
          label: t('targets.monthlyRevenue', { currency: DEFAULT_CURRENCY }),
          hint: t('targets.monthlyRevenueHint'),
          step: 'any',
        },
      ]}
    />
  );
}
