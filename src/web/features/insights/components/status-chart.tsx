import type { LawyerAnalytics } from '@shared/contracts/insights-lawyer';
import { countActive, PhaseChart } from '@web/components/phase-chart';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

/** How the lawyer's cases spread over the seven phases (D9), in lifecycle order. */
export function StatusChart({ distribution }: { distribution: LawyerAnalytics['statusDistribution'] }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const data = distribution.map((d) => ({ ...d, label: t(`phases.${d.phase}`) }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  // Every phase that has cases, in lifecycle order: no "most are in" that a tie would make untrue.
  const breakdown = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    data
      .filter((d) => d.count > 0)
      .map((d) => t('status.part', { phase: d.label, n: formatCount(d.count, locale) })),
  );
  return (
    <PhaseChart
      title={t('status.title')}
      summary={
        total === 0
          ? t('status.summaryEmpty')
          : t('status.summary', {
              count: total,
              total: formatCount(total, locale),
              active: formatCount(countActive(distribution), locale),
              breakdown,
            })
      }
      empty={total === 0 ? t('status.empty') : undefined}
      data={data}
      columns={{ phase: t('status.phase'), cases: t('status.cases') }}
      labelWidth={150}
    />
  );
}
