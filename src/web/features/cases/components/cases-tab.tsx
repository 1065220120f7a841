import { LoadingBlocks } from '@web/components/loading-rows';
import { Pager } from '@web/components/pager';
import { QueryView } from '@web/components/query-view';
import { useCaseTitle } from '@web/lib/case-title';
import { useDebounced } from '@web/lib/use-debounced';
import { useSlashFocus } from '@web/lib/use-slash-focus';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLawyerCases } from '../api/get-lawyer-cases';
import { CaseCard } from './case-card';
import { CaseDetailDrawer } from './case-detail-drawer';
import { CaseFilters } from './case-filters';
import { type PhaseTarget, UpdatePhaseDialog } from './update-phase-dialog';

const LIMIT = 20;

type CasesTabProps = {
  openCaseId: string | null;
  openCase: (caseId: string | null) => void;
  /** The case thread, composed by the route (features do not import each other). */
  renderMessages?: (caseId: string) => ReactNode;
};

/**
 * The lawyer's cases (issue 6 item 3): server-side search, filters and pages; each case opens in
 * a drawer (`?case=<id>`), its phase can be moved from here, and Message lands on its thread.
 */
export function CasesTab({ openCaseId, openCase, renderMessages }: CasesTabProps) {
  const { t } = useTranslation('cases');
  const caseTitle = useCaseTitle();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [page, setPage] = useState(1);
  const [phaseTarget, setPhaseTarget] = useState<PhaseTarget | null>(null);
  const [focusMessages, setFocusMessages] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashFocus(searchRef, openCaseId === null && phaseTarget === null);
  const q = useDebounced(search);
  const query = useLawyerCases({ q, status, priority, page, limit: LIMIT });

  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const open = (caseId: string, messages: boolean) => {
    setFocusMessages(messages);
    openCase(caseId);
  };

  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold text-navy">{t('cases.heading')}</h2>
      <CaseFilters
        search={search}
        onSearch={filtered(setSearch)}
        status={status}
        onStatus={filtered(setStatus)}
        priority={priority}
        onPriority={filtered(setPriority)}
        searchRef={searchRef}
      />
      <QueryView
        query={query}
        loading={<LoadingBlocks label={t('cases.loading')} count={2} height="h-40" grid="grid gap-3" />}
      >
        {(data) => (
          <>
            {data.cases.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
                {q || status || priority ? t('cases.emptyFiltered') : t('cases.empty')}
              </p>
            ) : (
              <ul
                aria-label={t('cases.listLabel')}
                aria-busy={query.isPlaceholderData}
                className="grid gap-3"
              >
                {data.cases.map((item) => (
                  <CaseCard
                    key={item.id}
                    item={item}
                    onView={() => open(item.id, false)}
                    onMessage={() => open(item.id, true)}
                    onUpdatePhase={() =>
                      setPhaseTarget({
                        id: item.id,
                        reference: item.reference,
                        title: caseTitle(item),
                        phase: item.status,
                      })
                    }
                  />
                ))}
              </ul>
            )}
            <Pager
              page={data.page}
              pageSize={data.limit}
              total={data.total}
              onPage={setPage}
              label={t('cases.pager.label')}
              range={(figures) => t('cases.pager.range', figures)}
              position={(figures) => t('cases.pager.page', figures)}
            />
          </>
        )}
      </QueryView>
      <UpdatePhaseDialog target={phaseTarget} onClose={() => setPhaseTarget(null)} />
      <CaseDetailDrawer
        caseId={openCaseId}
        onClose={() => openCase(null)}
        focusMessages={focusMessages}
        renderMessages={renderMessages}
      />
    </div>
  );
}
