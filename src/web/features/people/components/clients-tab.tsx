import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailedInline } from '@web/components/load-failed';
import { LoadingRows } from '@web/components/loading-rows';
import { Pager } from '@web/components/pager';
import { SectionHeading } from '@web/components/section-heading';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { useDebounced } from '@web/lib/use-debounced';
import { useSlashFocus } from '@web/lib/use-slash-focus';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENTS_PAGE_SIZE, useLawyerClients } from '../api/get-lawyer-clients';
import { clientsKeys } from '../api/people-keys';
import { AddClientDialog } from './add-client-dialog';
import { ClientsTable } from './clients-table';
import { EditClientDialog } from './edit-client-dialog';

/** Whose endpoints the edit dialog uses here (the manager workspace passes 'manager'). */
const WORKSPACE_ROLE = 'lawyer' as const;

/**
 * The lawyer's clients (issue 6 item 5): searched and paged on the server, figures from the
 * ledger. Contact and Cases open the client's latest case with me (its thread is in the case).
 */
export function ClientsTab({ openCase }: { openCase: (caseId: string) => void }) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ clientId: string; caseId: string } | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useLawyerClients(q, page);

  // Search after a short pause in typing, from the first page.
  const settled = useDebounced(typed.trim());
  useEffect(() => {
    setQ(settled);
    setPage(1);
  }, [settled]);

  // `/` focuses the search (issue 6: keyboard-friendly), unless one is typing somewhere.
  useSlashFocus(search, true);

  useLiveEvent((event) => {
    if (affects(event, 'clients') || affects(event, 'cases') || affects(event, 'ledger'))
      void queryClient.invalidateQueries({ queryKey: clientsKeys.all });
  });

  return (
    <section aria-labelledby="clients-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading id="clients-heading" size="xl" title={t('title')} intro={t('subtitle')} gap={false} />
        <AddClientDialog />
      </div>
      <div className="grid max-w-md gap-1">
        <Label htmlFor="clients-search">{t('search.label')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="clients-search"
            ref={search}
            type="search"
            className="pl-9"
            value={typed}
            placeholder={t('search.placeholder')}
            aria-describedby="clients-search-hint"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <p id="clients-search-hint" className="text-xs text-muted-foreground">
          {t('search.hint')}
        </p>
      </div>
      {list.isPending ? (
        <LoadingRows label={t('clients.loading')} />
      ) : list.isError ? (
        <LoadFailedInline
          message={list.error.message || t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.clients.length === 0 ? (
        <EmptyState look="centered">
          {q ? t('clients.empty.search', { q }) : t('clients.empty.none')}
        </EmptyState>
      ) : (
        <>
          <ClientsTable
            clients={list.data.clients}
            onEdit={(client) => setEditing({ clientId: client.id, caseId: client.latestCaseId })}
            onOpenCase={openCase}
          />
          <Pager
            page={page}
            total={list.data.total}
            pageSize={CLIENTS_PAGE_SIZE}
            onPage={setPage}
            label={t('pager.label')}
          />
        </>
      )}
      {editing ? (
        <EditClientDialog
          clientId={editing.clientId}
          caseId={editing.caseId}
          role={WORKSPACE_ROLE}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </section>
  );
}
