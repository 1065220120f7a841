import type { ClientDashboard } from '@shared/contracts/cases';
import { TitledCard } from '@web/components/titled-card';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Progress } from '@web/components/ui/progress';
import { loadTexts } from '@web/lib/i18n/texts';
import { formatDate, formatDurationRange } from '@web/lib/intl';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';

loadTexts('portal');

type Step = ClientDashboard['recoverySteps'][number];
type CaseOf = NonNullable<ClientDashboard['case']>;

const LOOKS: StatusLook<Step['status']> = {
  completed: { tone: 'success', Icon: CheckCircle2 },
  'in-progress': { tone: 'info', Icon: CircleDot },
  pending: { tone: 'neutral', Icon: Circle },
};

function StepItem({ step }: { step: Step }) {
  const { t, i18n } = useTranslation('portal');
  const { Icon } = LOOKS[step.status];
  const date = (iso: string) => formatDate(iso, i18n.language);
  const estimate = step.estimatedTime
    ? formatDurationRange(
        step.estimatedTime.min,
        step.estimatedTime.max,
        step.estimatedTime.unit,
        i18n.language,
      )
    : null;
  return (
    <li className="relative grid grid-cols-[auto_1fr] gap-x-4 pb-6 last:pb-0">
      <Icon aria-hidden="true" className="mt-0.5 size-5 text-primary" />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-navy">{t(`steps.${step.id}.title`)}</h3>
          <StatusBadge status={step.status} looks={LOOKS} label={t(`stepStatus.${step.status}`)} />
        </div>
        <p className="text-sm text-muted-foreground">{t(`steps.${step.id}.description`)}</p>
        <Progress value={step.progress} aria-label={t(`steps.${step.id}.title`)} className="max-w-sm" />
        <p className="text-xs text-muted-foreground">
          {[
            step.startedAt ? t('recovery.started', { date: date(step.startedAt) }) : null,
            step.completedAt ? t('recovery.finished', { date: date(step.completedAt) }) : null,
            estimate ? t('recovery.estimate', { estimate }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </li>
  );
}

/** "What's happening now", in plain words for the case's phase, and what comes next. */
function NowPanel({ theCase }: { theCase: CaseOf }) {
  const { t } = useTranslation('portal');
  return (
    <TitledCard
      heading={<h2>{t('recovery.nowTitle')}</h2>}
      className="border-primary/30 bg-accent"
      contentClassName="grid gap-3 text-sm"
    >
      <p>{t(`now.${theCase.phase}.what`)}</p>
      <p>
        <span className="font-semibold text-navy">{t('recovery.next')}</span>{' '}
        {theCase.phase === 'new' && theCase.feeAgreementAcceptedAt
          ? t('now.new.nextAccepted')
          : t(`now.${theCase.phase}.next`)}
      </p>
    </TitledCard>
  );
}

export function RecoveryTab({ dashboard }: { dashboard: ClientDashboard & { case: CaseOf } }) {
  const { t } = useTranslation('portal');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <TitledCard heading={<h2>{t('recovery.timelineTitle')}</h2>}>
        <ol className="grid">
          {dashboard.recoverySteps.map((step) => (
            <StepItem key={step.id} step={step} />
          ))}
        </ol>
        <p className="mt-6 text-xs text-muted-foreground">{t('recovery.estimatesNote')}</p>
      </TitledCard>
      <NowPanel theCase={dashboard.case} />
    </div>
  );
}
