import { PUBLIC_CHECK_OUTCOMES } from '@shared/domain/public-check';
import { LoadFailed } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCount, formatDate } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { usePublicCheckCounts } from '../api/get-public-check-counts';

/**
 * The admin's view of the public check (issue 21 item 6): how many lookups in the last 30 days and
 * how they ended. Only counts exist: what was looked up and by whom is never kept.
 */
export function PublicCheckCounts() {
  const { t, i18n } = useTranslation('publicSite');
  const counts = usePublicCheckCounts();
  const data = counts.data;
  const total = data ? PUBLIC_CHECK_OUTCOMES.reduce((sum, outcome) => sum + data.totals[outcome], 0) : 0;
  return (
    <section aria-labelledby="public-check-heading" className="grid gap-3">
      <SectionHeading
        id="public-check-heading"
        title={t('publicCheck.heading')}
        intro={
          data
            ? t('publicCheck.intro', {
                from: formatDate(data.from, i18n.language),
                to: formatDate(data.to, i18n.language),
              })
            : undefined
        }
      />
      {counts.isError ? (
        <LoadFailed error={counts.error} onRetry={() => void counts.refetch()} />
      ) : data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {(['total', ...PUBLIC_CHECK_OUTCOMES] as const).map((key) => (
            <div
              key={key}
              className="grid content-start gap-1 rounded-lg border border-border bg-background p-3 sm:p-4"
            >
              <dt className="text-sm font-medium text-muted-foreground">
                {t(`publicCheck.outcomes.${key}`)}
              </dt>
              <dd className="text-xl font-semibold text-navy tabular-nums sm:text-2xl">
                {formatCount(key === 'total' ? total : data.totals[key], i18n.language)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="h-20 w-full" />
      )}
    </section>
  );
}
