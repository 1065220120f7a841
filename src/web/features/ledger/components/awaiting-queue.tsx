import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { useFormats } from '@web/lib/use-formats';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAwaitingReports } from '../api/get-awaiting-reports';
import { ConfirmReportButton, RejectReportButton } from './report-actions';

/**
 * D26 for the people who confirm: every recovery reported on their cases (a manager's desk, all
 * cases for an admin) and not yet confirmed, oldest first, with Confirm and Reject at hand. A
 * report of their own is listed but left for someone else.
 */
export function AwaitingQueue() {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const titleId = useId();
  const query = useAwaitingReports();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <SectionHeading id={titleId} level={3} title={t('awaitingQueue.title')} />
      <QueryView query={query} loading={<LoadingRows label={t('awaitingQueue.loading')} />}>
        {({ reports }) =>
          reports.length === 0 ? (
            <EmptyState>{t('awaitingQueue.empty')}</EmptyState>
          ) : (
            <ul className="grid gap-2">
              {reports.map(({ caseId, caseReference, clientName, reportedByName, entry }) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3 text-sm"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium">
                      <span className="tabular-nums">{f.money(entry.amountCents, entry.currency)}</span>
                      {' · '}
                      {caseReference} · {clientName}
                    </p>
                    <p className="text-muted-foreground">
                      {t('awaitingQueue.line', {
                        source: entry.source ? t(`sources.${entry.source}`) : t('none'),
                        reference: entry.reference ?? t('none'),
                        date: f.date(entry.receivedAt ?? entry.createdAt),
                        name: reportedByName ?? t('none'),
                      })}
                    </p>
                    {entry.report?.aboveClaim ? (
                      <p className="flex items-start gap-1 text-amber-800">
                        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>
                          {t('ledger.aboveClaim')}
                          {entry.reason ? ` · ${t('ledger.aboveClaimReason', { reason: entry.reason })}` : ''}
                        </span>
                      </p>
                    ) : null}
                  </div>
                  {entry.report?.reportedByYou ? (
                    <p className="text-muted-foreground">{t('awaitingQueue.yours')}</p>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <ConfirmReportButton caseId={caseId} entry={entry} />
                      <RejectReportButton caseId={caseId} entry={entry} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
