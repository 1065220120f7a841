import { LoadFailed } from '@web/components/load-failed';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useCaseTimeline } from '../api/get-case-timeline';
import { EventByline } from './event-byline';
import { useEventText } from './event-text';

/** Every event of the case, newest first; staff-only ones are marked as such. */
export function CaseTimeline({ caseId }: { caseId: string }) {
  const { t } = useTranslation('cases');
  const query = useCaseTimeline(caseId);
  const textOf = useEventText();
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { events, total } = query.data;
  if (events.length === 0)
    return <p className="text-sm text-muted-foreground">{t('detail.timeline.empty')}</p>;
  return (
    <div className="grid gap-2">
      <ol className="grid gap-3 border-l-2 border-border pl-4">
        {events.map((event) => (
          <li key={event.id} className="grid gap-0.5">
            <p className="text-sm font-medium text-navy">{textOf(event)}</p>
            {event.notes ? (
              <p className="text-sm break-words whitespace-pre-line text-foreground">{event.notes}</p>
            ) : null}
            <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              <EventByline
                actor={event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : null}
                at={event.at}
                clientVisible={event.clientVisible}
              />
            </p>
          </li>
        ))}
      </ol>
      {total > events.length ? (
        <p className="text-xs text-muted-foreground">
          {t('detail.timeline.more', { shown: events.length, total })}
        </p>
      ) : null}
    </div>
  );
}
