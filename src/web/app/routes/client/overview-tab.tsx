import type { ClientDashboard } from '@shared/contracts/cases';
import { TitledCard } from '@web/components/titled-card';
import { Progress } from '@web/components/ui/progress';
import { ActivityList } from '@web/features/cases';
import { loadTexts } from '@web/lib/i18n/texts';
import { formatDate, formatMoney, formatPercent } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

loadTexts('portal');

type CaseOf = NonNullable<ClientDashboard['case']>;

function CaseDetails({ theCase }: { theCase: CaseOf }) {
  const { t, i18n } = useTranslation('portal');
  const rows: [string, string][] = [
    [t('overview.reference'), theCase.reference],
    [t('overview.type'), t(`fraudTypes.${theCase.fraudType}`)],
    [t('overview.amountLost'), formatMoney(theCase.amountLostCents, theCase.currency, i18n.language)],
    [t('overview.startDate'), formatDate(theCase.createdAt, i18n.language)],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium text-navy">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each step's bar is 0 or 100 (D106): only finished work is counted, never guessed. */
function StepBars({ steps }: { steps: ClientDashboard['recoverySteps'] }) {
  const { t, i18n } = useTranslation('portal');
  return (
    <ul className="grid gap-4">
      {steps.map((step) => {
        const title = t(`steps.${step.id}.title`);
        return (
          <li key={step.id} className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-navy">{title}</span>
              <span className="text-muted-foreground">{t(`stepStatus.${step.status}`)}</span>
            </div>
            <Progress
              value={step.progress}
              aria-label={title}
              aria-valuetext={`${formatPercent(step.progress, i18n.language)} — ${t(`stepStatus.${step.status}`)}`}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function OverviewTab({ dashboard }: { dashboard: ClientDashboard & { case: CaseOf } }) {
  const { t } = useTranslation('portal');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TitledCard heading={<h2>{t('overview.detailsTitle')}</h2>}>
        <CaseDetails theCase={dashboard.case} />
      </TitledCard>
      <TitledCard heading={<h2>{t('overview.stepsTitle')}</h2>}>
        <StepBars steps={dashboard.recoverySteps} />
      </TitledCard>
      <TitledCard heading={<h2>{t('overview.activityTitle')}</h2>} className="lg:col-span-2">
        <ActivityList items={dashboard.recentActivity} />
      </TitledCard>
    </div>
  );
}
