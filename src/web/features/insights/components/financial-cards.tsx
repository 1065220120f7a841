import type { AdminFinancials } from '@shared/contracts/insights';
import { FigureCard, FigureNote } from '@web/components/figure-card';
import { FIGURE_CARDS_GRID } from '@web/components/loading-rows';
import { formatMonth } from '@web/lib/chart-format';
import { formatCount, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

/** This month's recovered, fees and payouts, and the withdrawals waiting on the firm. */
export function FinancialCards({ data }: { data: AdminFinancials }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, data.currency, locale);
  const current = data.months.at(-1);
  const month = current ? formatMonth(current.month, locale, 'long') : '';
  const { pendingPayouts: pending, approvedPayouts: approved } = data;
  return (
    <div className={FIGURE_CARDS_GRID}>
      <FigureCard title={t('financials.cards.recovered')} value={money(current?.recoveredCents ?? 0)}>
        <FigureNote>{month}</FigureNote>
      </FigureCard>
      <FigureCard title={t('financials.cards.fees')} value={money(current?.feesCents ?? 0)}>
        <FigureNote>{month}</FigureNote>
      </FigureCard>
      <FigureCard title={t('financials.cards.paidOut')} value={money(current?.paidOutCents ?? 0)}>
        <FigureNote>{month}</FigureNote>
      </FigureCard>
      <FigureCard title={t('financials.cards.pending')} value={money(pending.amountCents)}>
        <FigureNote>
          <p>
            {t('financials.cards.requests', {
              count: pending.count,
              n: formatCount(pending.count, locale),
            })}
          </p>
          {approved.count > 0 ? (
            <p>
              {t('financials.cards.approved', {
                count: approved.count,
                n: formatCount(approved.count, locale),
                amount: money(approved.amountCents),
              })}
            </p>
          ) : null}
        </FigureNote>
      </FigureCard>
    </div>
  );
}
