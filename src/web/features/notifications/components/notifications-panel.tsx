import type { NotificationList } from '@shared/contracts/notifications';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationList as Items } from './notification-list';

type NotificationsPanelProps = {
  query: UseInfiniteQueryResult<InfiniteData<NotificationList>>;
  headingId: string;
  opensPortalTabs: boolean;
  onNavigate: () => void;
};

/** The popover's content: the heading, "Mark all as read", and the list in its four states. */
export function NotificationsPanel({
  query,
  headingId,
  opensPortalTabs,
  onNavigate,
}: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const hasNothingUnread = unread === 0 || markAll.isPending;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-navy">
          {t('panel.title')}
        </h2>
        {/* aria-disabled, not disabled: the button keeps focus after it has done its work. */}
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={hasNothingUnread}
          onClick={() => !hasNothingUnread && markAll.mutate()}
          className="aria-disabled:cursor-default aria-disabled:opacity-60"
        >
          <CheckCheck aria-hidden="true" />
          {t('panel.markAllRead')}
        </Button>
      </div>
      {markAll.isError ? (
        <p role="alert" className="border-b border-border px-4 py-2 text-sm text-destructive">
          {errorText(markAll.error, t('panel.markFailed'))}
        </p>
      ) : null}
      <PanelBody query={query} opensPortalTabs={opensPortalTabs} onNavigate={onNavigate} />
    </>
  );
}

function PanelBody({ query, opensPortalTabs, onNavigate }: Omit<NotificationsPanelProps, 'headingId'>) {
  const { t } = useTranslation('notifications');
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3 px-4 py-4">
        <p className="sr-only">{t('panel.loading')}</p>
        {[0, 1, 2].map((row) => (
          <div key={row} className="space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    );
  }
  // Only when nothing has loaded: a failed background refetch keeps the list on screen.
  if (!query.data) {
    return (
      <div role="alert" className="space-y-3 px-4 py-4 text-sm">
        <p className="text-destructive">{errorText(query.error, t('panel.loadFailed'))}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('panel.retry')}
        </Button>
      </div>
    );
  }
  const notifications = query.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return <p className="px-4 py-6 text-sm text-muted-foreground">{t('panel.empty')}</p>;
  }
  return (
    <Items
      notifications={notifications}
      opensPortalTabs={opensPortalTabs}
      onNavigate={onNavigate}
      hasMore={query.hasNextPage}
      isLoadingMore={query.isFetchingNextPage}
      loadMoreFailed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

/** The server's message is written for people; without one (offline), our own words. */
function errorText(error: Error, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
