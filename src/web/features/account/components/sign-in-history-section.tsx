import type { SignInEvent, SignInOutcome } from '@shared/contracts/second-factors-account';
import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { ScrollRegion } from '@web/components/scroll-region';
import { TitledCard } from '@web/components/titled-card';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { useFormats } from '@web/lib/use-formats';
import { CheckCircle2, CircleDot, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignInHistory } from '../api/get-sign-in-history';
import { useBrowserName } from '../lib/use-browser-name';

const LOOKS: Record<SignInOutcome, { tone: BadgeTone; Icon: typeof CheckCircle2 }> = {
  signed_in: { tone: 'success', Icon: CheckCircle2 },
  first_step: { tone: 'neutral', Icon: CircleDot },
  refused: { tone: 'danger', Icon: XCircle },
};

const CELL = 'px-3 py-2';

/** The person's last 50 sign-in attempts from the audit trail: a table that scrolls sideways on a phone. */
export function SignInHistorySection() {
  const { t } = useTranslation('account');
  const history = useSignInHistory();
  return (
    <TitledCard
      heading={<h2 id="account-history">{t('history.heading')}</h2>}
      description={t('history.description')}
      busy={history.isPending}
      // A grid item grows to its content's width by default; the table scrolls inside instead.
      className="min-w-0"
    >
      <QueryView query={history} loading={<LoadingRows label={t('history.loading')} rows={5} />}>
        {(events) =>
          events.length === 0 ? (
            <EmptyState>{t('history.empty')}</EmptyState>
          ) : (
            <HistoryTable events={events} />
          )
        }
      </QueryView>
    </TitledCard>
  );
}

function HistoryTable({ events }: { events: SignInEvent[] }) {
  const { t } = useTranslation('account');
  const f = useFormats();
  const browserName = useBrowserName();
  const heads = ['time', 'result', 'method', 'browser', 'ip'] as const;
  return (
    <ScrollRegion label={t('history.caption')} className="rounded-lg border border-border bg-background">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className={`${CELL} font-medium`}>
                {t(`history.columns.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const { tone, Icon } = LOOKS[event.outcome];
            return (
              <tr key={event.id} className="border-t border-border align-middle">
                <th scope="row" className={`${CELL} font-normal whitespace-nowrap tabular-nums`}>
                  {f.dateTime(event.at)}
                </th>
                <td className={CELL}>
                  <Badge tone={tone}>
                    <Icon aria-hidden="true" />
                    {t(`history.outcome.${event.outcome}`)}
                  </Badge>
                </td>
                <td className={CELL}>{t(`history.method.${event.method ?? 'unknown'}`)}</td>
                <td className={CELL} title={event.userAgent ?? undefined}>
                  {browserName(event.userAgent)}
                </td>
                <td className={`${CELL} font-mono text-xs`}>{event.ip ?? t('unknownIp')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
