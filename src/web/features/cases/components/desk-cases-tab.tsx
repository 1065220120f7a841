import type { ManagerCase, ManagerCaseQuery, ManagerCaseSort } from '@shared/contracts/desks';
import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { Pager } from '@web/components/pager';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import type { TeamMember } from '@web/features/desks';
import { useDebounced } from '@web/lib/use-debounced';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagerCases } from '../api/get-desk-cases';
import { AssignLawyerDialog } from './assign-lawyer-dialog';
import { CaseFilters, type CaseFilterValues } from './desk-case-filters';
import { CasesTable } from './desk-cases-table';

const PAGE_SIZE = 20;

type CasesManagementTabProps = {
  lawyers: TeamMember[];
  /** Issue 6 §14: the route passes the client edit dialog's opener here once it exists. */
  onEditClient?: ((clientId: string, caseId: string) => void) | undefined;
};

/** Cases Management: the desk's cases, sorted, filtered and paged by the server. */
export function CasesManagementTab({ lawyers, onEditClient }: CasesManagementTabProps) {
  const { t } = useTranslation('cases');
  const [filters, setFilters] = useState<CaseFilterValues>({ q: '', status: '', assigned: '' });
  const [sorting, setSorting] = useState<{ sort: ManagerCaseSort; order: 'asc' | 'desc' }>({
    sort: 'createdAt',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<ManagerCase | null>(null);
  // The server is asked once typing settles, not per keystroke.
  const q = useDebounced(filters.q.trim());
  const query: ManagerCaseQuery = {
    ...sorting,
    page,
    limit: PAGE_SIZE,
    q: q || undefined,
    status: filters.status || undefined,
    assigned: filters.assigned || undefined,
  };
  const cases = useManagerCases(query);
  const onSort = useCallback((sort: ManagerCaseSort) => {
    setSorting((current) =>
      current.sort === sort
        ? { sort, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort, order: sort === 'createdAt' ? 'desc' : 'asc' },
    );
    setPage(1);
  }, []);
  const onAssign = useCallback((theCase: ManagerCase) => setAssigning(theCase), []);
  const activeLawyers = lawyers.filter((l) => l.role === 'lawyer' && l.status === 'active');

  return (
    <section aria-labelledby="manager-cases-heading" className="grid gap-4">
      <SectionHeading id="manager-cases-heading" title={t('manager.cases.heading')} />
      <CaseFilters
        values={filters}
        lawyers={lawyers.filter((l) => l.role === 'lawyer')}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryView query={cases} loading={<LoadingRows label={t('manager.loading')} rows={5} />}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState>
              {filters.q || filters.status || filters.assigned
                ? t('cases.noMatch')
                : t('manager.cases.empty')}
            </EmptyState>
          ) : (
            <>
              <CasesTable
                cases={data.cases}
                sort={sorting.sort}
                order={sorting.order}
                onSort={onSort}
                onAssign={onAssign}
                onEditClient={onEditClient}
              />
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                busy={cases.isFetching}
                label={t('pagination.label')}
                position={(figures) => t('pagination.page', figures)}
              />
            </>
          )
        }
      </QueryView>
      <AssignLawyerDialog
        target={
          assigning && {
            id: assigning.id,
            reference: assigning.reference,
            client: `${assigning.firstName} ${assigning.lastName}`,
            assignedLawyerId: assigning.assignedLawyerId,
            assignedLawyerName: assigning.assignedLawyerName,
          }
        }
        lawyers={activeLawyers}
        scope="desk"
        onClose={() => setAssigning(null)}
      />
    </section>
  );
}
