import { LoadFailed } from '@web/components/load-failed';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, useRecentActivity } from '../api/get-recent-activity';
import { actionKey, ENTITIES, formatAgo, ROLES } from '../lib/activity-text';

/** The last characters of an id, as the spec shows ids elsewhere: enough to tell records apart. */
const shortId = (id: string) => id.slice(-8);

function ActivityItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('adminOverview');
  const key = actionKey(entry.action);
  const what = key ? t(`activity.actions.${key}`) : t('activity.unknownAction', { action: entry.action });
  const role = entry.actorRole && ROLES.has(entry.actorRole) ? t(`activity.actors.${entry.actorRole}`) : null;
  // The person by name with their role ("Lena Vogel (Lawyer)"), as the audit log now names actors.
  const who =
    entry.actorName && role
      ? `${entry.actorName} (${role})`
      : (role ?? (entry.actorId ? t('activity.actors.someone') : t('activity.actors.system')));
  const entity = ENTITIES.has(entry.entity) ? t(`activity.entities.${entry.entity}`) : entry.entity;
  const target = entry.entityId ? t('activity.target', { entity, id: shortId(entry.entityId) }) : entity;
  return (
    <li className="grid gap-0.5 border-t border-border py-2.5 first:border-t-0">
      <p className="font-medium text-navy">{what}</p>
      <p className="text-xs text-muted-foreground">
        {t('activity.detail', { actor: who, target })}
        {' · '}
        <time dateTime={entry.at} title={formatDateTime(entry.at, i18n.language)}>
          {formatAgo(entry.at, i18n.language)}
        </time>
      </p>
    </li>
  );
}

/** Recent Platform Activity (D4): the audit trail's last ten entries, worded, never samples. */
export function RecentActivity() {
  const { t } = useTranslation('adminOverview');
  const query = useRecentActivity();
  return (
    <Card className="grid content-start gap-3 p-4">
      <h2 id="admin-activity-heading" className="flex items-center gap-2 text-lg font-semibold text-navy">
        <History aria-hidden="true" className="size-4 text-primary" />
        {t('activity.heading')}
      </h2>
      {query.isPending ? (
        <Skeleton role="status" aria-label={t('activity.loading')} className="h-48" />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
      ) : (
        <ul aria-labelledby="admin-activity-heading" className="text-sm">
          {query.data.entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}
