import { Button } from '@web/components/ui/button';
import { formatCount } from '@web/lib/intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
  /** The server counted no further than `total` and more match (D113): say so. */
  more?: boolean;
};

/** Previous / next over a server-side list, with where one is ("21–40 of 73"). */
export function Pager({ page, total, pageSize, onPage, label, more = false }: PagerProps) {
  const { t, i18n } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p aria-live="polite">
        {t(more ? 'pager.rangeMore' : 'pager.range', {
          from: formatCount(from, i18n.language),
          to: formatCount(to, i18n.language),
          total: formatCount(total, i18n.language),
        })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
