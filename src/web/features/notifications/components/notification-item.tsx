import type { Notification } from '@shared/contracts/notifications';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/intl';
import { formatWhen } from '@web/lib/relative-time';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { portalPathFor } from '../lib/notification-target';
import { notificationText } from '../lib/notification-text';

type NotificationItemProps = {
  notification: Notification;
  opensPortalTabs: boolean;
  onNavigate: () => void;
};

/**
 * One notification as a button: choosing it marks it read and, on the client portal, opens the
 * tab it is about. Unread ones say "New" in words and show a dot, not colour alone.
 */
export function NotificationItem({ notification, opensPortalTabs, onNavigate }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const locale = i18n.language;
  const { title, body } = notificationText(notification, t, locale);
  const isUnread = notification.readAt === null;
  const path = opensPortalTabs ? portalPathFor(notification.kind) : null;

  function onClick() {
    if (isUnread) markRead.mutate(notification.id);
    if (path) {
      onNavigate();
      void navigate(path);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        isUnread && 'bg-accent/40',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm text-navy', isUnread ? 'font-semibold' : 'font-medium')}>{title}</span>
          {isUnread ? (
            <span className="shrink-0 rounded-full border border-primary/30 px-1.5 text-xs font-medium text-primary">
              {t('item.new')}
            </span>
          ) : null}
        </span>
        {body ? <span className="text-sm break-words text-muted-foreground">{body}</span> : null}
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt, locale)}
          className="text-xs text-muted-foreground"
        >
          {formatWhen(notification.createdAt, locale)}
        </time>
      </span>
    </button>
  );
}
