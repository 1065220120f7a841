import { LoadingRows } from '@web/components/loading-rows';
import { Pager } from '@web/components/pager';
import { QueryView } from '@web/components/query-view';
import { useDebounced } from '@web/lib/use-debounced';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminCases } from '../api/get-admin-cases';
import { AllCasesFilters, type AllCasesFilterValues } from './all-cases-filters';
import { AllCasesTable } from './all-cases-table';
import { CaseDetailDrawer } from './case-detail-drawer';

const PAGE_SIZE = 20;
const NO_FILTERS: AllCasesFilterValues = { q: '', phase: '', assignment: '', deskId: '' };

/** The open case lives in the address (?tab=cases&case=<id>), as on the lawyer's desk: a reload keeps it. */
function useOpenCase(): [string | null, (caseId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (caseId: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (caseId) next.set('case', caseId);
        else next.delete('case');
        return next;
      }),
    [setParams],
  );
  return [params.get('case'), open];
}

/**
 * Every case of the firm (issue 7 item 4): searched, filtered and paged by the server (1M users),
 * with who has each case or "Unassigned"; a case opens in the lawyer's drawer (timeline, documents,
 * ledger), which the server lets an admin read through its case scope.
 */
export function AllCasesTab() {
  const { t } = useTranslation('cases');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [openCaseId, openCase] = useOpenCase();
  const q = useDebounced(filters.q.trim());
  const query = useAdminCases({ ...filters, q, page, limit: PAGE_SIZE });
  const filtered = Boolean(q || filters.phase || filters.assignment || filters.deskId);
  return (
    // One column that may shrink (minmax 0): a wide table scrolls inside its box, not the page.
    <div className="grid grid-cols-1 gap-4">
      <h2 className="text-xl font-semibold text-navy">{t('heading')}</h2>
      <AllCasesFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryView query={query} loading={<LoadingRows label={t('loading')} />}>
        {(data) => (
          <>
            {data.cases.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-sm text-muted-foreground">
                {filtered ? t('emptyFiltered') : t('empty')}
              </p>
            ) : (
              <div aria-busy={query.isPlaceholderData} className="min-w-0">
                <AllCasesTable cases={data.cases} onOpen={openCase} />
              </div>
            )}
            <Pager
              page={data.page}
              total={data.total}
              more={data.more}
              pageSize={data.limit}
              onPage={setPage}
              label={t('pager')}
            />
          </>
        )}
      </QueryView>
      <CaseDetailDrawer caseId={openCaseId} onClose={() => openCase(null)} focusMessages={false} canAssign />
    </div>
  );
}
