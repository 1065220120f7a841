import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tells screen reader users, politely and once per change, that notifications arrived while they
 * were on the page: no toast, and nothing on the first load (the bell's name has the count).
 */
export function NewNotificationsAnnouncer({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation('notifications');
  const previous = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    if (before === undefined || unread <= before) return;
    const added = unread - before;
    // Emptied first, so the same words ("1 new notification") are announced again next time.
    setMessage('');
    const timer = setTimeout(
      () => setMessage(added === 1 ? t('announce.one') : t('announce.many', { number: added })),
      150,
    );
    return () => clearTimeout(timer);
  }, [unread, t]);

  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
