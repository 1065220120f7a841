import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { LoadFailed } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFinancials } from '../api/get-admin-financials';
import { CurrencySelect } from './currency-select';
import { ExportCsvButton } from './export-csv-button';
import { FinancialCards } from './financial-cards';
import { FinancialsChart } from './financials-chart';
import { MonthTable } from './month-table';
import { TargetProgress } from './target-progress';

/** Issue 7 item 5 (D4): the firm's money by month, every figure from the ledger. */
export function FinancialsTab() {
  const { t } = useTranslation('adminInsights');
  const titleId = useId();
  const [currency, setCurrency] = useState<string>(DEFAULT_CURRENCY);
  const query = useAdminFinancials(currency);
  const data = query.data;
  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching} className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <SectionHeading id={titleId} size="xl" title={t('financials.title')} />
          <p className="max-w-prose text-sm text-muted-foreground">{t('financials.intro')}</p>
        </div>
        {data ? (
          <div className="flex flex-wrap items-end gap-3">
            {/* Only when the ledger holds more than one currency: figures are never added across them. */}
            {data.currencies.length > 1 ? (
              <CurrencySelect value={currency} options={data.currencies} onChange={setCurrency} />
            ) : null}
            <ExportCsvButton data={data} />
          </div>
        ) : null}
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-32" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <FinancialCards data={query.data} />
          {query.data.target ? (
            <TargetProgress target={query.data.target} currency={query.data.currency} />
          ) : null}
          <FinancialsChart data={query.data}>
            <MonthTable data={query.data} />
          </FinancialsChart>
        </>
      )}
    </section>
  );
}
