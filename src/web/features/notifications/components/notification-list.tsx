import type { Notification } from '@shared/contracts/notifications';
import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item';

type NotificationListProps = {
  notifications: Notification[];
  opensPortalTabs: boolean;
  onNavigate: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
};

/** Newest first, as the server orders them; further pages on request. */
export function NotificationList({
  notifications,
  opensPortalTabs,
  onNavigate,
  hasMore,
  isLoadingMore,
  loadMoreFailed,
  onLoadMore,
}: NotificationListProps) {
  const { t } = useTranslation('notifications');
  // A refetch after new arrivals can shift a row from one page into the next: show it once.
  const unique = [...new Map(notifications.map((n) => [n.id, n])).values()];
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <ul className="divide-y divide-border">
        {unique.map((notification) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              opensPortalTabs={opensPortalTabs}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
      {loadMoreFailed ? (
        <p role="alert" className="px-4 pt-3 text-sm text-destructive">
          {t('panel.loadMoreFailed')}
        </p>
      ) : null}
      {hasMore ? (
        <div className="border-t border-border px-4 py-3">
          <Button
            variant="outline"
            size="sm"
            className="w-full"
            aria-disabled={isLoadingMore}
            onClick={() => !isLoadingMore && onLoadMore()}
          >
            {isLoadingMore ? t('panel.loadingMore') : t('panel.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
