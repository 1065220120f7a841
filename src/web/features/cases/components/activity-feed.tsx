import { TitledCard } from '@web/components/titled-card';
import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import type { LawyerDashboard } from '../api/get-lawyer-dashboard';
import { EventByline } from './event-byline';
import { useEventText } from './event-text';

/** The newest timeline events across the lawyer's cases: what, on which case, by whom, when. */
export function ActivityFeed({
  items,
  openCase,
}: {
  items: LawyerDashboard['recentActivity'];
  openCase: (caseId: string) => void;
}) {
  const { t } = useTranslation('cases');
  const textOf = useEventText();
  return (
    <TitledCard
      heading={<h2 className="text-lg font-semibold text-navy">{t('overview.activity.heading')}</h2>}
    >
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.activity.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="grid gap-0.5 border-b border-border pb-3 last:border-b-0 last:pb-0">
              <p className="text-sm text-navy">{textOf(item)}</p>
              {item.notes ? (
                <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{item.notes}</p>
              ) : null}
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <Button
                  variant="link"
                  className="h-auto p-0 text-xs"
                  onClick={() => openCase(item.caseId)}
                  aria-label={t('overview.activity.openCase', { reference: item.caseReference })}
                >
                  {item.caseReference}
                </Button>
                <EventByline actor={item.actorName} at={item.createdAt} clientVisible={item.clientVisible} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}
