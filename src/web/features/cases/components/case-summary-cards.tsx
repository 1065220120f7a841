import type { ClientDashboard } from '@shared/contracts/cases';
import { StatCardRow } from '@web/components/stat-card';
import { Progress } from '@web/components/ui/progress';
import { formatMoney, formatPercent } from '@web/lib/intl';
import { Activity, CircleDollarSign, Scale, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type CaseOf = NonNullable<ClientDashboard['case']>;

/**
 * The four cards of the spec, every figure from records (D1): money from the ledger, progress
 * from the phase. With nothing recovered yet the cards say 0 and what happens next, never a
 * placeholder figure.
 */
export function SummaryCards({ theCase, stats }: { theCase: CaseOf; stats: ClientDashboard['stats'] }) {
  const { t, i18n } = useTranslation('cases');
  const money = (cents: number) => formatMoney(cents, stats.currency, i18n.language);
  const nothingYet = stats.totalRecoveredCents === 0;
  const phase = t(`phases.${theCase.phase}`);
  return (
    <StatCardRow
      id="summary-heading"
      heading={t('cards.heading')}
      size="portal"
      cards={[
        {
          icon: <CircleDollarSign />,
          label: t('cards.recovered'),
          value: money(stats.totalRecoveredCents),
          note: nothingYet
            ? t('cards.recoveredNone')
            : t('cards.recoveredNote', { fee: money(stats.feeAmountCents) }),
        },
        {
          icon: <Wallet />,
          label: t('cards.available'),
          value: money(stats.totalAvailableCents),
          note:
            stats.heldAmountCents > 0
              ? t('cards.availableHeld', { held: money(stats.heldAmountCents) })
              : nothingYet
                ? t('cards.availableNone')
                : t('cards.availableNote'),
        },
        {
          icon: <Activity />,
          label: t('cards.progress'),
          value: formatPercent(theCase.progress, i18n.language),
          note: t(`cards.progressNote.${theCase.phase}`),
          children: <Progress value={theCase.progress} aria-label={t('cards.progress')} />,
        },
        {
          icon: <Scale />,
          label: t('cards.status'),
          value: phase,
          note: t('cards.statusNote', { reference: theCase.reference }),
        },
      ]}
    />
  );
}
