import { LoadFailed } from '@web/components/load-failed';
import { Pager } from '@web/components/pager';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
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
  const { t } = useTranslation('adminSystem');
  const [status, setStatus] = useState<Status | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const query: OutboxListQuery = { page, limit: PAGE_SIZE, status: status || undefined, q: q || undefined };
  const outbox = useOutbox(query);
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-4">
      <div>
        <h2 id="outbox-heading" className="text-lg font-semibold text-navy">
          {t('outbox.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('outbox.intro')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <FormField id="outbox-status" label={t('outbox.status')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as Status | '');
                setPage(1);
              }}
            >
              <option value="">{t('outbox.anyStatus')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`outbox.statuses.${s}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="outbox-search" label={t('outbox.search')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              autoComplete="off"
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          )}
        </FormField>
      </div>
      {outbox.isPending ? (
        <Skeleton className="h-48" />
      ) : outbox.isError ? (
        <LoadFailed error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.emails.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-background p-6 text-sm text-muted-foreground">
          {status || q ? t('outbox.noMatches') : t('outbox.empty')}
        </p>
      ) : (
        <>
          <ul
            aria-label={t('outbox.listLabel')}
            aria-busy={outbox.isFetching}
            className="rounded-lg border border-border bg-background"
          >
            {outbox.data.emails.map((email) => (
              <OutboxEmailItem key={email.id} email={email} />
            ))}
          </ul>
          <Pager
            page={outbox.data.page}
            total={outbox.data.total}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            label={t('outbox.pager')}
          />
        </>
      )}
    </section>
  );
}
