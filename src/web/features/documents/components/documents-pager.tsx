import { Button } from '@web/components/ui/button';
import { formatCount } from '@web/lib/intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Previous / next over the server's pages, with where the reader is. */
export function DocumentsPager(props: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const pages = Math.max(1, Math.ceil(props.total / props.limit));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('documents.pager.label')} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {t('documents.pager.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">
        {t('documents.pager.position', {
          page: formatCount(props.page, i18n.language),
          pages: formatCount(pages, i18n.language),
        })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('documents.pager.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
