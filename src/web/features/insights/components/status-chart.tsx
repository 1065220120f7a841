import type { LawyerAnalytics } from '@shared/contracts/insights-lawyer';
import { PhaseChart } from '@web/components/phase-chart';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

/** How the lawyer's cases spread over the seven phases (D9), in lifecycle order. */
export function StatusChart({ distribution }: { distribution: LawyerAnalytics['statusDistribution'] }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const data = distribution.map((d) => ({ ...d, label: t(`phases.${d.phase}`) }));
  // Every phase that has cases, in lifecycle order: no "most are in" that a tie would make untrue.
  const breakdown = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    data
      .filter((d) => d.count > 0)
      .map((d) => t('status.part', { phase: d.label, n: formatCount(d.count, locale) })),
  );
  return (
    <PhaseChart
      title={t('status.title')}
      summary={(figures) => t('status.summary', { ...figures, breakdown })}
      summaryEmpty={t('status.summaryEmpty')}
      empty={t('status.empty')}
      data={data}
      columns={{ phase: t('status.phase'), cases: t('status.cases') }}
      labelWidth={150}
    />
  );
}
