/** Issue 5 notifications bell: being written (unread count, list, mark read, live). */
export function NotificationsBell() {
  return null;
}
