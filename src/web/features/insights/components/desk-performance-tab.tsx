import { EmptyState } from '@web/components/empty-state';
import { PersonRowHeader, PlainTable } from '@web/components/plain-table';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { type ManagerDashboard, RecoveredChart, useDeskTeam } from '@web/features/desks';
import { formatCount, formatDecimal, formatMoney, formatPercent } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

/** "—" where a lawyer has no such figure yet; a screen reader hears why instead. */
function NoFigure({ reason }: { reason: string }) {
  const { t } = useTranslation('insights');
  return (
    <>
      <span aria-hidden="true">{t('performance.none')}</span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

/**
 * Performance per lawyer, computed by the server (D3): success = completed with money recovered
 * over completed + closed; "—" where nothing is finished yet, with the reason under the table.
 * The lawyers of the team's pages loaded so far, each with their figures by id (D25).
 */
export function PerformanceTab({ data }: { data: ManagerDashboard }) {
  const { t, i18n } = useTranslation('insights');
  const team = useDeskTeam(data);
  const rows = team.members.flatMap((m) => {
    const figures = team.performance[m.id];
    return m.role === 'lawyer' && figures
      ? [{ ...figures, id: m.id, firstName: m.firstName, lastName: m.lastName }]
      : [];
  });
  const lang = i18n.language;
  return (
    <section aria-labelledby="manager-performance-heading" className="grid gap-4">
      <SectionHeading id="manager-performance-heading" title={t('performance.heading')} />
      {rows.length === 0 && !team.more ? (
        <EmptyState>{t('performance.empty')}</EmptyState>
      ) : (
        <>
          <PlainTable
            caption={t('performance.caption')}
            columns={[
              { label: t('performance.columns.lawyer') },
              { label: t('performance.columns.cases'), figure: true },
              { label: t('performance.columns.recovered'), figure: true },
              { label: t('performance.columns.successRate'), figure: true },
              { label: t('performance.columns.averageDays'), figure: true },
            ]}
          >
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-border tabular-nums">
                <PersonRowHeader person={r} />
                <td className="px-3 py-2 text-right">{formatCount(r.caseCount, lang)}</td>
                <td className="px-3 py-2 text-right">
                  {formatMoney(r.recoveredAmountCents, data.currency, lang)}
                </td>
                <td className="px-3 py-2 text-right">
                  {r.successRate === null ? (
                    <NoFigure reason={t('performance.noneFinished')} />
                  ) : (
                    formatPercent(r.successRate, lang)
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  {r.averageRecoveryDays === null ? (
                    <NoFigure reason={t('performance.noneRecovered')} />
                  ) : (
                    t('performance.days', { days: formatDecimal(r.averageRecoveryDays, lang) })
                  )}
                </td>
              </tr>
            ))}
          </PlainTable>
          {team.more ? (
            <Button
              variant="outline"
              className="justify-self-start"
              busy={team.loadingMore}
              onClick={team.showMore}
            >
              {t('performance.showMore')}
            </Button>
          ) : null}
          <p className="text-xs text-muted-foreground">{t('performance.definitions')}</p>
          <RecoveredChart rows={rows} currency={data.currency} />
        </>
      )}
    </section>
  );
}
