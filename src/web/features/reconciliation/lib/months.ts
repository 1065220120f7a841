/** 'YYYY-MM' of a date, as UTC calendar months (the server's months). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before `date`'s: the one an admin reconciles first thing in a new month. */
export function previousMonth(date: Date): string {
  return monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)));
}

/** The month under way and the `count - 1` before it, newest first (the picker's choices). */
export function recentMonths(date: Date, count = 24): string[] {
  return Array.from({ length: count }, (_, back) =>
    monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1))),
  );
}
