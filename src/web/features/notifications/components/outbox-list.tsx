import { EmptyState } from '@web/components/empty-state';
import { filterOptions, SelectFilter } from '@web/components/filter-fields';
import { Pager } from '@web/components/pager';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { InputField } from '@web/components/text-fields';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDebounced } from '@web/lib/use-debounced';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OutboxListQuery, useOutbox } from '../api/get-outbox';
import { OutboxEmailItem } from './outbox-email';

const STATUSES = ['pending', 'sent', 'failed'] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

/** The email outbox: what was sent, what waits and what failed, with a retry for the failed ones. */
export function OutboxList() {
  const { t } = useTranslation('notifications');
  const [status, setStatus] = useState<Status | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const query: OutboxListQuery = { page, limit: PAGE_SIZE, status: status || undefined, q: q || undefined };
  const outbox = useOutbox(query);
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-4">
      <SectionHeading id="outbox-heading" title={t('outbox.heading')} intro={t('outbox.intro')} gap={false} />
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectFilter
          id="outbox-status"
          label={t('outbox.status')}
          value={status}
          options={filterOptions({ value: '', label: t('outbox.anyStatus') }, STATUSES, (s) =>
            t(`outbox.statuses.${s}`),
          )}
          onChange={(next) => {
            setStatus(next as Status | '');
            setPage(1);
          }}
        />
        <InputField
          id="outbox-search"
          label={t('outbox.search')}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={outbox} loading={<Skeleton className="h-48" />}>
        {(data) =>
          data.emails.length === 0 ? (
            <EmptyState>{status || q ? t('outbox.noMatches') : t('outbox.empty')}</EmptyState>
          ) : (
            <>
              <ul
                aria-label={t('outbox.listLabel')}
                aria-busy={outbox.isFetching}
                className="rounded-lg border border-border bg-background"
              >
                {data.emails.map((email) => (
                  <OutboxEmailItem key={email.id} email={email} />
                ))}
              </ul>
              <Pager
                page={data.page}
                total={data.total}
                pageSize={PAGE_SIZE}
                onPage={setPage}
                label={t('outbox.pager')}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
