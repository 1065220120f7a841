import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { EmptyState } from '@web/components/empty-state';
import { FigureCardsLoading } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatMonth } from '@web/lib/chart-format';
import { useFormats } from '@web/lib/use-formats';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReconciliation, useReconciliationStatus } from '../api/get-reconciliation';
import { previousMonth, recentMonths } from '../lib/months';
import { BlockersList } from './blockers-list';
import { ReconciliationActions } from './reconciliation-actions';
import { ReconciliationFigures } from './reconciliation-figures';
import { ReconciliationItemsTable } from './reconciliation-items-table';
import { SignOffPanel } from './sign-off-panel';
import { WithdrawnStatements } from './withdrawn-statements';

/** The anchor the dashboard card links to (?tab=financials#monthly-reconciliation). */
export const RECONCILIATION_ANCHOR = 'monthly-reconciliation';

/**
 * The currencies the trust accounts have seen (the status answer's), the one shown kept if it is
 * not among them, and each one's account opening date.
 */
function useCurrencies() {
  const status = useReconciliationStatus();
  const seen = status.data?.currencies ?? [];
  const openedOn = (code: string) => seen.find((c) => c.currency === code)?.openedOn ?? null;
  return { currencies: seen.length > 0 ? seen.map((c) => c.currency) : [DEFAULT_CURRENCY], openedOn };
}

/**
 * Issue 19 item 4: the monthly three-way reconciliation of the trust account in one currency —
 * the bank's closing balance, the trust ledger and the sum of every client's money — with each
 * difference itemised, what blocks the sign-off in words, and the admin's sign-off.
 */
export function MonthlyReconciliation() {
  const { t, i18n } = useTranslation('reconciliation');
  const f = useFormats();
  const titleId = useId();
  const monthId = useId();
  const currencyId = useId();
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const { currencies, openedOn } = useCurrencies();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen ?? (currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : currencies[0]!);
  const since = openedOn(currency);
  const months = useMemo(() => recentMonths(new Date(), 24, since), [since]);
  const query = useReconciliation(month, currency);
  const section = useRef<HTMLElement>(null);

  // Opened from the dashboard card: bring the section into view once it is on the page.
  useEffect(() => {
    if (window.location.hash === `#${RECONCILIATION_ANCHOR}`) section.current?.scrollIntoView();
  }, []);

  return (
    <section
      ref={section}
      id={RECONCILIATION_ANCHOR}
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
      className="grid scroll-mt-4 gap-4 rounded-lg border border-border bg-background p-5"
    >
      <SectionHeading id={titleId} level={3} title={t('title')} intro={t('intro')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={monthId}>{t('month')}</Label>
            <NativeSelect
              id={monthId}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              className="w-48"
            >
              {(months.includes(month) ? months : [...months, month]).map((m) => (
                <option key={m} value={m}>
                  {formatMonth(m, i18n.language, 'long')}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={currencyId}>{t('currency')}</Label>
            <NativeSelect
              id={currencyId}
              value={currency}
              onChange={(e) => setChosen(e.target.value)}
              className="w-32"
            >
              {(currencies.includes(currency) ? currencies : [currency, ...currencies]).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {query.data ? <ReconciliationActions data={query.data} /> : null}
      </div>
      <QueryView query={query} loading={<FigureCardsLoading label={t('loading')} height="h-28" />}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {t('showing', {
                month: formatMonth(data.month, i18n.language, 'long'),
                currency: data.currency,
                date: f.date(data.asOf),
              })}
            </p>
            <ReconciliationFigures data={data} />
            <div className="grid gap-2">
              <h4 className="font-semibold text-navy">{t('items.title')}</h4>
              <p className="max-w-prose text-sm text-muted-foreground">{t('items.intro')}</p>
              {data.items.length === 0 ? (
                <EmptyState>{t('items.empty')}</EmptyState>
              ) : (
                <ReconciliationItemsTable items={data.items} currency={data.currency} />
              )}
            </div>
            <WithdrawnStatements statements={data.withdrawnStatements} />
            <div className="grid gap-1">
              <h4 className="font-semibold text-navy">{t('unexplained.title')}</h4>
              <p className="text-lg font-semibold tabular-nums text-navy">
                {data.unexplainedDifferenceCents === null
                  ? t('unexplained.none')
                  : f.money(data.unexplainedDifferenceCents, data.currency)}
              </p>
              <p className="max-w-prose text-sm text-muted-foreground">
                {data.unexplainedDifferenceCents === null
                  ? t('unexplained.noneNote')
                  : data.unexplainedDifferenceCents === 0
                    ? t('unexplained.zeroNote')
                    : t('unexplained.note')}
              </p>
            </div>
            <div className="grid gap-3">
              <h4 className="font-semibold text-navy">{t('signOff.heading')}</h4>
              <BlockersList blockers={data.signedOff ? [] : data.blockers} />
              <SignOffPanel data={data} />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
