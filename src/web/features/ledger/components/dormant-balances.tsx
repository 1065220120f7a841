import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDormantBalances } from '../api/get-dormant-balances';
import { DormantBalancesTable } from './dormant-balances-table';

/**
 * Issue 19 item 6, "Funds left behind": client money no movement has touched for the firm's
 * setting. The period is the server's (the answer's `months`), so the words match the list.
 */
export function DormantBalances() {
  const { t } = useTranslation('ledger');
  const titleId = useId();
  const query = useDormantBalances();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <SectionHeading id={titleId} level={3} title={t('dormant.title')} />
      <QueryView query={query} loading={<LoadingRows label={t('dormant.loading')} />}>
        {({ months, balances }) => (
          <>
            <p className="max-w-prose text-sm text-muted-foreground">
              {t('dormant.intro', { count: months })}
            </p>
            {balances.length === 0 ? (
              <EmptyState>{t('dormant.empty', { count: months })}</EmptyState>
            ) : (
              <DormantBalancesTable balances={balances} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
