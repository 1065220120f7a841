import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { useTranslation } from 'react-i18next';
import { dormantBalancesFromForm, dormantBalancesToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const dormantSchema = firmSettingsSchema.pick({ dormantBalanceMonths: true });

/** Issue 19: after how many untouched months the Financials tab lists a client's balance as left behind. */
export function DormantBalancesSection(props: SectionProps) {
  const { t } = useTranslation('settings');
  return (
    <NumberSettingsSection
      {...props}
      id="settings-dormant-balances"
      title={t('dormantBalances.title')}
      description={t('dormantBalances.description')}
      schema={dormantSchema}
      toForm={dormantBalancesToForm}
      fromForm={dormantBalancesFromForm}
      fields={[
        {
          name: 'dormantBalanceMonths',
          id: 'dormant-balance-months',
          label: t('dormantBalances.months'),
          hint: t('dormantBalances.monthsHint'),
        },
      ]}
    />
  );
}
