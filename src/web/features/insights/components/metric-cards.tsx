import type { LawyerAnalytics } from '@shared/contracts/insights-lawyer';
import { formatDays, formatRate, formatRating } from '@web/lib/chart-format';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { MetricCard } from './metric-card';

/** D3: success rate and recovery time against the firm's targets, and the clients' ratings. */
export function MetricCards({ data }: { data: LawyerAnalytics }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const { successRate, averageRecoveryDays, satisfaction } = data;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <MetricCard
        title={t('cards.success.title')}
        value={successRate === null ? null : formatRate(successRate, locale)}
        emptyText={t('cards.success.empty')}
        detail={t('cards.success.target', { target: formatRate(data.successTarget, locale) })}
        meetsTarget={successRate === null ? undefined : successRate >= data.successTarget}
      />
      <MetricCard
        title={t('cards.recoveryTime.title')}
        value={averageRecoveryDays === null ? null : formatDays(averageRecoveryDays, locale)}
        emptyText={t('cards.recoveryTime.empty')}
        detail={t('cards.recoveryTime.target', { target: formatDays(data.recoveryDaysTarget, locale) })}
        // Faster is better: at or under the target meets it.
        meetsTarget={
          averageRecoveryDays === null ? undefined : averageRecoveryDays <= data.recoveryDaysTarget
        }
      />
      <MetricCard
        title={t('cards.satisfaction.title')}
        value={
          satisfaction.average === null
            ? null
            : t('cards.satisfaction.value', { average: formatRating(satisfaction.average, locale) })
        }
        emptyText={t('cards.satisfaction.empty')}
        detail={
          satisfaction.count > 0
            ? t('cards.satisfaction.count', {
                count: satisfaction.count,
                n: formatCount(satisfaction.count, locale),
              })
            : undefined
        }
      />
    </div>
  );
}
