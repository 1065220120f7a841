import type { Lead } from '@shared/contracts/leads';
import { LEAD_STATUSES, type LeadStatus } from '@shared/domain/leads';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailedInline } from '@web/components/load-failed';
import { Pager } from '@web/components/pager';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADS_PAGE_SIZE, useLeads } from '../api/get-leads';
import { leadsKeys } from '../api/leads-keys';
import { ConvertedDialog } from './converted-dialog';
import { LeadCard } from './lead-card';
import { LEAD_LOOKS } from './lead-status-badge';

/**
 * The lawyer's leads (issue 6 item 6, D21): the desk's new ones and their own, filtered by state
 * on the server. Each lead offers only the steps its state allows; the server has the last word.
 */
export function LeadsTab({ openCase }: { openCase: (caseId: string) => void }) {
  const { t } = useTranslation('leads');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [page, setPage] = useState(1);
  const [converted, setConverted] = useState<Lead | null>(null);
  const list = useLeads(status, page);

  useLiveEvent((event) => {
    if (affects(event, 'leads')) void queryClient.invalidateQueries({ queryKey: leadsKeys.all });
  });

  const choose = (next: LeadStatus | '') => {
    setStatus(next);
    setPage(1);
  };
  return (
    <section aria-labelledby="leads-heading" className="grid gap-4">
      <SectionHeading id="leads-heading" size="xl" title={t('title')} intro={t('subtitle')} gap={false} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium">{t('filter.label')}</legend>
        <Button
          size="sm"
          variant={status === '' ? 'default' : 'outline'}
          aria-pressed={status === ''}
          onClick={() => choose('')}
        >
          {t('filter.all')}
        </Button>
        {LEAD_STATUSES.map((value) => {
          const { Icon } = LEAD_LOOKS[value];
          return (
            <Button
              key={value}
              size="sm"
              variant={status === value ? 'default' : 'outline'}
              aria-pressed={status === value}
              onClick={() => choose(value)}
            >
              <Icon aria-hidden="true" />
              {t(`status.${value}`)}
            </Button>
          );
        })}
      </fieldset>
      {list.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-2">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <LoadFailedInline
          message={list.error.message || t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.leads.length === 0 ? (
        <EmptyState look="centered">
          {status ? t('empty.status', { status: t(`status.${status}`) }) : t('empty.none')}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 xl:grid-cols-2">
            {list.data.leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} openCase={openCase} onConverted={setConverted} />
            ))}
          </ul>
          <Pager
            page={page}
            total={list.data.total}
            pageSize={LEADS_PAGE_SIZE}
            onPage={setPage}
            label={t('pager.label')}
          />
        </>
      )}
      <ConvertedDialog lead={converted} onClose={() => setConverted(null)} openCase={openCase} />
    </section>
  );
}
