import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { FigureCardsLoading } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { TrustAccountStatements } from '@web/features/bank-statements';
import { DormantBalances } from '@web/features/ledger';
import { MonthlyReconciliation } from '@web/features/reconciliation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFinancials } from '../api/get-admin-financials';
import { CurrencySelect } from './currency-select';
import { ExportCsvButton } from './export-csv-button';
import { FinancialCards } from './financial-cards';
import { FinancialsChart } from './financials-chart';
import { MonthTable } from './month-table';
import { TargetProgress } from './target-progress';

/** Issue 7 item 5 (D4): the firm's money by month, every figure from the ledger; then funds left behind. */
export function FinancialsTab() {
  const { t } = useTranslation('insights');
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
      <QueryView query={query} loading={<FigureCardsLoading label={t('loading')} height="h-32" />}>
        {(data) => (
          <>
            <FinancialCards data={data} />
            {data.target ? <TargetProgress target={data.target} currency={data.currency} /> : null}
            <FinancialsChart data={data}>
              <MonthTable data={data} />
            </FinancialsChart>
          </>
        )}
      </QueryView>
      {/* Across every currency and its own setting: not tied to the currency chosen above. */}
      <DormantBalances />
      <MonthlyReconciliation />
      <TrustAccountStatements />
    </section>
  );
}
