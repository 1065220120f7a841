/** Issue 6 lawyer analytics tab: being written. */
export function AnalyticsTab() {
  return null;
}
