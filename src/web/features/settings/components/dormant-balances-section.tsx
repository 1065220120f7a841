import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { dormantBalancesFromForm, dormantBalancesToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const dormantSchema = firmSettingsSchema.pick({ dormantBalanceMonths: true });

/** Issue 19: after how many untouched months the Financials tab lists a client's balance as left behind. */
export function DormantBalancesSection(props: SectionProps) {
  return (
    <NumberSettingsSection
      {...props}
      id="settings-dormant-balances"
      texts="dormantBalances"
      schema={dormantSchema}
      toForm={dormantBalancesToForm}
      fromForm={dormantBalancesFromForm}
      fields={[{ name: 'dormantBalanceMonths', id: 'dormant-balance-months', text: 'months' }]}
    />
  );
}
