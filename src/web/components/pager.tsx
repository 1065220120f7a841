import { Button } from '@web/components/ui/button';
import { formatCount } from '@web/lib/intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The figures a pager's words take, already in the reader's number format. */
export type PagerRange = { from: string; to: string; total: string };

type PagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
  /** The server counted no further than `total` and more match (D113): say so. */
  more?: boolean;
  /** The range in the list's own words ("21–40 of 73 cases"); "21–40 of 73" when absent. */
  range?: (figures: PagerRange) => string;
  /** "Page 2 of 5" between the buttons, for the lists that say it. */
  position?: (figures: { page: string; pages: string }) => string;
  /** The next page is on its way: the range is announced once it has come. */
  busy?: boolean;
};

/**
 * Previous / next over a server-side list, with where one is ("21–40 of 73"). The one pager of
 * every list: the admin's, the lawyer's and the manager's case lists differ only in their words.
 */
export function Pager(props: PagerProps) {
  const { page, total, pageSize, onPage, label, more = false } = props;
  const { t, i18n } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const n = (value: number) => formatCount(value, i18n.language);
  const figures = {
    from: n(total === 0 ? 0 : (page - 1) * pageSize + 1),
    to: n(Math.min(total, page * pageSize)),
    total: n(total),
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p aria-live="polite" aria-busy={props.busy}>
        {props.range ? props.range(figures) : t(more ? 'pager.rangeMore' : 'pager.range', figures)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        {props.position ? (
          <span className="text-muted-foreground">{props.position({ page: n(page), pages: n(pages) })}</span>
        ) : null}
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
