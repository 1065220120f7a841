import type { CaseDeadline } from '@shared/contracts/deadlines';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useFormats } from '@web/lib/use-formats';
import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseDeadlines } from '../api/get-case-deadlines';
import { CloseDeadlineDialog, type Closing } from './close-deadline-dialog';
import { DeadlineStateBadge, shownState } from './deadline-state-badge';

/** "in 12 days", "today", "3 days overdue": the distance in words beside the date. */
function useDistance() {
  const { t } = useTranslation('deadlines');
  return (daysLeft: number) =>
    daysLeft === 0
      ? t('deadlines.dueToday')
      : daysLeft > 0
        ? t('deadlines.daysLeft', { count: daysLeft })
        : t('deadlines.daysOverdue', { count: -daysLeft });
}

function DeadlineItem({ deadline: d, onClose }: { deadline: CaseDeadline; onClose: (c: Closing) => void }) {
  const { t } = useTranslation('deadlines');
  const f = useFormats();
  const distance = useDistance();
  const state = shownState(d);
  const payment = d.payment.cardNetwork
    ? `${t(`methods.${d.payment.method}`)} (${t(`cardNetworks.${d.payment.cardNetwork}`)})`
    : t(`methods.${d.payment.method}`);
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border border-border p-4',
        state === 'overdue' && 'border-destructive/60 bg-red-50/40',
        d.state !== 'open' && 'bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium break-words text-navy">{d.label}</span>
          <span className="text-sm">
            {t('deadlines.due', { date: f.date(d.dueOn) })}
            {d.state === 'open' ? (
              <span
                className={cn(
                  'ml-1',
                  state === 'overdue' ? 'font-medium text-destructive' : 'text-muted-foreground',
                )}
              >
                · {distance(d.daysLeft)}
              </span>
            ) : null}
          </span>
        </div>
        <DeadlineStateBadge state={state} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('deadlines.payment', {
          amount: f.money(d.payment.amountCents, d.payment.currency),
          method: payment,
          date: f.date(d.payment.paidOn),
        })}
      </p>
      {d.closure ? (
        <p className="text-sm break-words">
          {t(`deadlines.closedBy_${d.closure.outcome}`, {
            name: d.closure.closedBy ?? t('deadlines.formerUser'),
            date: f.date(d.closure.closedAt),
          })}{' '}
          <span className="text-muted-foreground">{d.closure.reason}</span>
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onClose({ deadline: d, outcome: 'met' })}>
            <CircleCheck aria-hidden="true" />
            {t('deadlines.markMet')}
            <span className="sr-only">: {d.label}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onClose({ deadline: d, outcome: 'waived' })}>
            <Ban aria-hidden="true" />
            {t('deadlines.waive')}
            <span className="sr-only">: {d.label}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The windows the case's payments open (issue 21 item 3), computed from the firm's rules: soonest
 * first, overdue ones marked in words, each recorded met or waived with a reason.
 */
export function CaseDeadlinesSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation('deadlines');
  const query = useCaseDeadlines(caseId);
  const [closing, setClosing] = useState<Closing | null>(null);
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { payments, deadlines } = query.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('deadlines.intro')}</p>
      {deadlines.length === 0 ? (
        <EmptyState>{payments === 0 ? t('deadlines.noPayments') : t('deadlines.noRules')}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {deadlines.map((d) => (
            <DeadlineItem key={`${d.paymentId}-${d.ruleId}`} deadline={d} onClose={setClosing} />
          ))}
        </ul>
      )}
      <CloseDeadlineDialog caseId={caseId} closing={closing} onClose={() => setClosing(null)} />
    </div>
  );
}
