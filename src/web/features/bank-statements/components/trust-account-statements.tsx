import type { BankStatementSummary } from '@shared/contracts/bank-statements';
import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankStatements } from '../api/get-bank-statements';
import { CsvMappingForm } from './csv-mapping-form';
import { ImportForm } from './import-form';
import { StatementDetail } from './statement-detail';
import { StatementsTable } from './statements-table';
import { ToMatch } from './to-match';
import { TrustAccountsSection } from './trust-accounts-section';

/**
 * Issue 19: the trust account's bank statements on the Financials tab: import a file, save how a
 * bank's CSV is read, read what was imported line by line, and match each line to the recovery
 * or payout it stands for (item 3), or set it aside as not client money.
 */
export function TrustAccountStatements() {
  const { t } = useTranslation('bankStatements');
  const statements = useBankStatements();
  const [open, setOpen] = useState<BankStatementSummary | null>(null);
  const onOpen = useCallback((statement: BankStatementSummary) => setOpen(statement), []);
  return (
    <section
      aria-labelledby="trust-account-statements-title"
      className="grid gap-6 rounded-lg border border-border bg-background p-5"
    >
      <div className="grid gap-1">
        <h3 id="trust-account-statements-title" className="text-lg font-semibold text-navy">
          {t('title')}
        </h3>
        <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <TrustAccountsSection />
      <ImportForm />
      <details className="group rounded-md border border-border p-4">
        <summary className="cursor-pointer font-medium text-navy">{t('mapping.title')}</summary>
        <div className="mt-4">
          <CsvMappingForm />
        </div>
      </details>
      <section
        aria-labelledby="bank-statement-list-title"
        aria-busy={statements.isFetching}
        className="grid gap-3"
      >
        <h4 id="bank-statement-list-title" className="font-semibold text-navy">
          {t('list.title')}
        </h4>
        <QueryView query={statements} loading={<LoadingRows label={t('list.loading')} rows={3} />}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState>{t('list.empty')}</EmptyState>
            ) : (
              <StatementsTable statements={list} onOpen={onOpen} />
            )
          }
        </QueryView>
      </section>
      {open ? <StatementDetail key={open.id} statement={open} onClose={() => setOpen(null)} /> : null}
      <ToMatch />
    </section>
  );
}
