import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { formatCount } from '@web/lib/intl';
import { Bell } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { NewNotificationsAnnouncer } from './new-notifications-announcer';
import { NotificationsPanel } from './notifications-panel';

type NotificationsBellProps = {
  /** On the client portal an item about something shown in a tab opens that tab. */
  opensPortalTabs?: boolean;
};

/**
 * The bell in every dashboard's header: the unread count from the server, the list in a popover.
 * Its texts load on their own (Suspense), so the rest of the header never waits for them.
 */
export function NotificationsBell(props: NotificationsBellProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-9" />}>
      <BellButton {...props} />
    </Suspense>
  );
}

const BADGE_CAP = 99;

function BellButton({ opensPortalTabs = false }: NotificationsBellProps) {
  const { t, i18n } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const query = useNotifications();
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const locale = i18n.language;
  const badge = unread > BADGE_CAP ? `${formatCount(BADGE_CAP, locale)}+` : formatCount(unread, locale);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={
            unread > 0 ? t('bell.labelUnread', { number: formatCount(unread, locale) }) : t('bell.label')
          }
          className="relative inline-flex size-9 items-center justify-center rounded-md border border-input bg-background text-navy transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Bell aria-hidden="true" className="size-4" />
          {unread > 0 ? (
            // The count is in the button's name; the badge repeats it for the eye.
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-navy px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {badge}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={headingId}
        collisionPadding={8}
        className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col p-0"
      >
        <NotificationsPanel
          query={query}
          headingId={headingId}
          opensPortalTabs={opensPortalTabs}
          onNavigate={() => setOpen(false)}
        />
      </PopoverContent>
      <NewNotificationsAnnouncer unread={query.isSuccess ? unread : undefined} />
    </Popover>
  );
}
