import { formatDate } from '@web/lib/intl';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Due dates are calendar days (YYYY-MM-DD); one before today (UTC, as shown) is overdue. */
export function isOverdue(dueDate: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return dueDate.slice(0, 10) < today;
}

/** A due date; an overdue one says so in words and with an icon, not by colour alone. */
export function DueDate({ dueDate }: { dueDate: string | null }) {
  const { t, i18n } = useTranslation('cases');
  if (!dueDate) return <span className="text-muted-foreground">{t('due.none')}</span>;
  const date = <time dateTime={dueDate}>{formatDate(dueDate, i18n.language)}</time>;
  if (!isOverdue(dueDate)) return date;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 font-medium text-destructive">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('due.overdue')}</span>
      {date}
    </span>
  );
}
