import type { AdminAnalytics } from '@shared/contracts/insights';
import { countActive, PhaseChart } from '@web/components/phase-chart';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

/** How the firm's cases spread over the seven phases (D9), in lifecycle order. */
export function PhasesChart({ phases }: { phases: AdminAnalytics['casesByPhase'] }) {
  const { t, i18n } = useTranslation('adminInsights');
  const locale = i18n.language;
  const total = phases.reduce((n, p) => n + p.count, 0);
  return (
    <PhaseChart
      title={t('analytics.phases.title')}
      summary={
        total === 0
          ? t('analytics.phases.summaryEmpty')
          : t('analytics.phases.summary', {
              count: total,
              total: formatCount(total, locale),
              active: formatCount(countActive(phases), locale),
            })
      }
      empty={total === 0 ? t('analytics.phases.empty') : undefined}
      data={phases.map((p) => ({ ...p, label: t(`phases.${p.phase}`) }))}
      columns={{ phase: t('analytics.phases.phase'), cases: t('analytics.phases.cases') }}
      labelWidth={130}
    />
  );
}
