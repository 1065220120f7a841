export { NotificationsBell } from './components/notifications-bell';
export { OutboxList } from './components/outbox-list';
