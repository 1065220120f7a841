import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { LoadingRows } from '@web/components/loading-rows';
import { Pager } from '@web/components/pager';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { useDebounced } from '@web/lib/use-debounced';
import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminUser, useUsers } from '../api/get-users';
import { useUsersLive } from '../api/use-users-live';
import { CaseFundsProvider, type CaseFundsView } from '../lib/case-funds-slot';
import { AddUserDialog } from './add-user-dialog';
import { type UserAction, UserDialogs } from './user-dialogs';
import { type UserFilterValues, UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

const PAGE_SIZE = 20;

/**
 * The admin's people (spec §2 "users", issue 7 §3): searched, filtered and paged by the server
 * (D14), kept current by live events with the 10 s refetch as fallback; each row's actions open
 * one dialog at a time.
 */
type UsersTabProps = {
  /** The signed-in admin: their own row offers no ban or delete. */
  selfId: string;
  /** The staff's funds view of one case (D7), composed in by the route. */
  caseFunds: CaseFundsView;
};

export function UsersTab({ selfId, caseFunds }: UsersTabProps) {
  const { t } = useTranslation('people');
  const [filters, setFilters] = useState<UserFilterValues>({ q: '', role: 'all', status: '' });
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<{ kind: UserAction; user: AdminUser } | null>(null);
  const onAction = useCallback((kind: UserAction, user: AdminUser) => setAction({ kind, user }), []);
  useUsersLive();
  const q = useDebounced(filters.q.trim());
  const users = useUsers({
    page,
    limit: PAGE_SIZE,
    q: q || undefined,
    role: filters.role,
    status: filters.status || undefined,
  });
  const filtered = Boolean(filters.q.trim() || filters.role !== 'all' || filters.status);

  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionHeading id="admin-users-heading" title={t('heading')} intro={t('intro')} gap={false} />
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          {t('add.open')}
        </Button>
      </div>
      <UsersFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <LoadingRows label={t('loading')} rows={6} rowHeight="h-12" />
      ) : users.isError ? (
        <LoadFailed error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.total === 0 ? (
        <EmptyState>{filtered ? t('noMatch') : t('empty')}</EmptyState>
      ) : (
        <>
          <UsersTable users={users.data.users} selfId={selfId} onAction={onAction} />
          <Pager
            page={page}
            total={users.data.total}
            more={users.data.more}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            label={t('pagerLabel')}
          />
        </>
      )}
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <CaseFundsProvider value={caseFunds}>
        <UserDialogs action={action} onClose={() => setAction(null)} />
      </CaseFundsProvider>
    </section>
  );
}
