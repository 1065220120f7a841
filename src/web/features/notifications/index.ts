import { loadTexts } from '@web/lib/i18n/texts';

export { NotificationsBell } from './components/notifications-bell';
export { OutboxList } from './components/outbox-list';

loadTexts('notifications');
