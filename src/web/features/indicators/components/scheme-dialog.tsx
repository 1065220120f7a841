import { displayIndicator } from '@shared/domain/trail/display';
import { DownloadLink } from '@web/components/download-link';
import { LoadFailed } from '@web/components/load-failed';
import { PhaseBadge } from '@web/components/phase-badge';
import { TitledSection } from '@web/components/titled-section';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { exportUrl, useScheme } from '../api/get-scheme';
import { IndicatorStatusBadge } from './indicator-status-badge';
import { useTotalsText } from './linked-cases';

/**
 * The scheme this case belongs to: every case connected to it through shared indicators, what
 * their clients paid per currency and where the cases stand, so the firm can coordinate one
 * complaint for all of them. Only cases the reader may open are listed, with phase and amounts;
 * the others count in the totals alone: how many, on which desks, what was paid there (D21, D130).
 */
export function SchemeDialog(props: {
  caseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('indicators');
  const totals = useTotalsText();
  const query = useScheme(props.caseId, props.open);
  const scheme = query.data;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle>{t('scheme.title')}</DialogTitle>
        <DialogDescription>{t('scheme.description')}</DialogDescription>
        {query.isPending ? <Skeleton className="h-48 w-full" /> : null}
        {query.isError ? <LoadFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
        {scheme ? (
          <div className="grid max-h-[65vh] gap-5 overflow-y-auto pr-1">
            <dl className="grid gap-3 sm:grid-cols-3">
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{t('scheme.cases')}</dt>
                <dd className="text-xl font-semibold text-navy">{scheme.totalCases}</dd>
              </div>
              <div className="rounded-lg bg-muted p-3 sm:col-span-2">
                <dt className="text-xs text-muted-foreground">{t('scheme.paid')}</dt>
                <dd className="text-xl font-semibold text-navy">
                  {scheme.paidTotals.length ? totals(scheme.paidTotals) : '—'}
                </dd>
              </div>
            </dl>
            {scheme.truncated ? (
              <p className="text-sm text-muted-foreground">
                {t('scheme.truncated', { count: scheme.totalCases })}
              </p>
            ) : null}
            {scheme.phases.length > 0 ? (
              <TitledSection id="scheme-phases" title={t('scheme.phases')}>
                <div className="flex flex-wrap gap-2">
                  {scheme.phases.map((p) => (
                    <span key={p.phase} className="flex items-center gap-1 text-sm">
                      <PhaseBadge phase={p.phase} label={t(`phases.${p.phase}`)} /> × {p.cases}
                    </span>
                  ))}
                </div>
              </TitledSection>
            ) : null}
            <TitledSection id="scheme-cases" title={t('scheme.casesHeading')}>
              <ul className="grid gap-1.5 text-sm">
                {scheme.cases.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border pb-1.5"
                  >
                    <span className="font-mono text-xs text-muted-foreground">{c.reference}</span>
                    <span className="text-navy">{c.clientName}</span>
                    <PhaseBadge phase={c.phase} label={t(`phases.${c.phase}`)} />
                    {c.deskName ? <span className="text-muted-foreground">{c.deskName}</span> : null}
                    {c.paidTotals.length ? (
                      <span className="ml-auto text-navy">{totals(c.paidTotals)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {/* Cases the reader may not open count in the totals alone (D130). */}
              {scheme.hidden.cases > 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t('scheme.hiddenSummary', {
                    count: scheme.hidden.cases,
                    desks: scheme.hidden.desks.join(', ') || t('indicators.noDesk'),
                  })}
                  {scheme.hidden.paidTotals.length
                    ? ` ${t('scheme.hiddenPaid', { amounts: totals(scheme.hidden.paidTotals) })}`
                    : ''}
                </p>
              ) : null}
            </TitledSection>
            <TitledSection id="scheme-indicators" title={t('scheme.indicators')}>
              <ul className="grid gap-1.5 text-sm">
                {scheme.indicators.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-xs text-muted-foreground">{t(`indicators.kinds.${i.kind}`)}</span>
                    <span className="font-mono break-all text-navy">{displayIndicator(i)}</span>
                    <IndicatorStatusBadge status={i.status} />
                    <span className="text-muted-foreground">{t('scheme.inCases', { count: i.cases })}</span>
                  </li>
                ))}
              </ul>
            </TitledSection>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {scheme ? (
            <>
              <DownloadLink href={exportUrl(props.caseId, 'csv')}>{t('scheme.exportCsv')}</DownloadLink>
              <DownloadLink href={exportUrl(props.caseId, 'stix')}>{t('scheme.exportStix')}</DownloadLink>
            </>
          ) : null}
          <DialogClose asChild>
            <Button variant="outline">{t('scheme.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
