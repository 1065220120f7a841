import { QueryView } from '@web/components/query-view';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuditText } from '@web/lib/audit-text';
import { formatDateTime } from '@web/lib/intl';
import { formatWhen } from '@web/lib/relative-time';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, useRecentActivity } from '../api/get-recent-activity';

function ActivityItem({ entry }: { entry: AuditEntry }) {
  const { i18n } = useTranslation('audit');
  const audit = useAuditText();
  return (
    <li className="grid gap-0.5 border-t border-border py-2.5 first:border-t-0">
      <p className="font-medium text-navy">{audit.action(entry.action)}</p>
      <p className="text-xs text-muted-foreground">
        {audit.record(entry)}
        {' · '}
        {audit.actor(entry)}
        {' · '}
        <time dateTime={entry.at} title={formatDateTime(entry.at, i18n.language)}>
          {formatWhen(entry.at, i18n.language)}
        </time>
      </p>
    </li>
  );
}

/** Recent Platform Activity (D4): the audit trail's last ten entries, worded, never samples. */
export function RecentActivity() {
  const { t } = useTranslation('audit');
  const query = useRecentActivity();
  return (
    <Card className="grid content-start gap-3 p-4">
      <h2 id="admin-activity-heading" className="flex items-center gap-2 text-lg font-semibold text-navy">
        <History aria-hidden="true" className="size-4 text-primary" />
        {t('activity.heading')}
      </h2>
      <QueryView
        query={query}
        loading={<Skeleton role="status" aria-label={t('activity.loading')} className="h-48" />}
      >
        {({ entries }) =>
          entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
          ) : (
            <ul aria-labelledby="admin-activity-heading" className="text-sm">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Card>
  );
}
