import { Button } from '@web/components/ui/button';
import { formatCount } from '@web/lib/intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PaginationProps = {
  page: number;
  limit: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
};

/** "21–40 of 36,364" and previous / next; the server holds the rows, so only the page moves. */
export function Pagination({ page, limit, total, busy, onPage }: PaginationProps) {
  const { t, i18n } = useTranslation('manager');
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = Math.min(total, (page - 1) * limit + 1);
  const to = Math.min(total, page * limit);
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite" aria-busy={busy}>
        {t('pagination.range', { from: n(from), to: n(to), total: n(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('pagination.previous')}
        </Button>
        <span className="text-sm text-navy">{t('pagination.page', { page: n(page), pages: n(pages) })}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
