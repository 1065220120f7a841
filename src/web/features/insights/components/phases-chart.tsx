import type { AdminAnalytics } from '@shared/contracts/insights';
import { PhaseChart } from '@web/components/phase-chart';
import { useTranslation } from 'react-i18next';

/** How the firm's cases spread over the seven phases (D9), in lifecycle order. */
export function PhasesChart({ phases }: { phases: AdminAnalytics['casesByPhase'] }) {
  const { t } = useTranslation('insights');
  return (
    <PhaseChart
      title={t('analytics.phases.title')}
      summary={(figures) => t('analytics.phases.summary', figures)}
      summaryEmpty={t('analytics.phases.summaryEmpty')}
      empty={t('analytics.phases.empty')}
      data={phases.map((p) => ({ ...p, label: t(`phases.${p.phase}`) }))}
      columns={{ phase: t('analytics.phases.phase'), cases: t('analytics.phases.cases') }}
      labelWidth={130}
    />
  );
}
