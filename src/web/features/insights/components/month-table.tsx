import type { AdminFinancials } from '@shared/contracts/insights';
import { formatMonth } from '@web/lib/chart-format';
import { formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { figureCell as cell, FigureTable } from './figure-table';

/** The months, newest first (what people look for), with the period's totals. */
export function MonthTable({ data }: { data: AdminFinancials }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, data.currency, locale);
  return (
    <FigureTable
      caption={t('financials.table.caption', { currency: data.currency })}
      minWidth="min-w-[32rem]"
      columns={[
        { label: t('financials.columns.month') },
        { label: t('financials.columns.recovered'), figure: true },
        { label: t('financials.columns.fees'), figure: true },
        { label: t('financials.columns.paidOut'), figure: true },
      ]}
    >
      <tbody>
        {[...data.months].reverse().map((m) => (
          <tr key={m.month} className="border-b border-border last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {formatMonth(m.month, locale, 'long')}
            </th>
            <td className={cell}>{money(m.recoveredCents)}</td>
            <td className={cell}>{money(m.feesCents)}</td>
            <td className={cell}>{money(m.paidOutCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-border font-semibold text-navy">
          <th scope="row" className="px-3 py-2 text-left">
            {t('financials.columns.total')}
          </th>
          <td className={cell}>{money(data.totals.recoveredCents)}</td>
          <td className={cell}>{money(data.totals.feesCents)}</td>
          <td className={cell}>{money(data.totals.paidOutCents)}</td>
        </tr>
      </tfoot>
    </FigureTable>
  );
}
