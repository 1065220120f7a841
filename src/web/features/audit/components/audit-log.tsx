import { EmptyState } from '@web/components/empty-state';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditQuery, NO_AUDIT_FILTERS, useAuditLog } from '../api/get-audit-log';
import { AuditEntry } from './audit-entry';
import { AuditFilters } from './audit-filters';

/** The audit log (D4: instead of sample logs): filters, newest first, and "Load more" on a keyset cursor. */
export function AuditLog() {
  const { t } = useTranslation('audit');
  const [query, setQuery] = useState<AuditQuery>(NO_AUDIT_FILTERS);
  const log = useAuditLog(query);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(query).some(Boolean);
  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <SectionHeading id="audit-heading" title={t('audit.heading')} intro={t('audit.intro')} gap={false} />
      <AuditFilters query={query} onChange={setQuery} />
      <QueryView query={log} loading={<Skeleton className="h-48" />}>
        {() =>
          entries.length === 0 ? (
            <EmptyState>{filtered ? t('audit.noMatches') : t('audit.empty')}</EmptyState>
          ) : (
            <>
              <ul
                aria-label={t('audit.listLabel')}
                aria-busy={log.isFetching}
                className="rounded-lg border border-border bg-background"
              >
                {entries.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} />
                ))}
              </ul>
              {log.hasNextPage ? (
                <LoadMoreButton query={log} className="justify-self-center">
                  {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
                </LoadMoreButton>
              ) : (
                <p className="text-center text-xs text-muted-foreground">{t('audit.end')}</p>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
