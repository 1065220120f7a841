/** 'YYYY-MM' of a date, as UTC calendar months (the server's months). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before `date`'s: the one an admin reconciles first thing in a new month. */
export function previousMonth(date: Date): string {
  return monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)));
}

/**
 * The picker's choices, newest first: the month under way and the `count - 1` before it, reaching
 * further back to `since` ('YYYY-MM-DD', the trust account's opening date) when that is older, so
 * every month the account was open can be reconciled.
 */
export function recentMonths(date: Date, count = 24, since: string | null = null): string[] {
  const back = (n: number) => monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - n, 1)));
  const months = Array.from({ length: count }, (_, n) => back(n));
  const first = since?.slice(0, 7);
  while (first && months[months.length - 1]! > first) months.push(back(months.length));
  return months;
}
