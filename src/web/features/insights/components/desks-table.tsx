import type { AdminAnalytics } from '@shared/contracts/insights';
import { formatDays, formatRate } from '@web/lib/chart-format';
import { formatCount, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { figureCell as cell, FigureTable } from './figure-table';

type Row = AdminAnalytics['desks'][number] & { label: string };

/** Every desk's figures (D3's definitions), the chart's data for everyone. */
export function DesksTable({ rows, currency }: { rows: Row[]; currency: string }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const none = t('analytics.none');
  return (
    <FigureTable
      caption={t('analytics.desks.caption', { currency })}
      minWidth="min-w-[40rem]"
      columns={[
        { label: t('analytics.desks.desk') },
        { label: t('analytics.desks.cases'), figure: true },
        { label: t('analytics.desks.active'), figure: true },
        { label: t('analytics.desks.recovered'), figure: true },
        { label: t('analytics.desks.success'), figure: true },
        { label: t('analytics.desks.recoveryTime'), figure: true },
      ]}
    >
      <tbody>
        {rows.map((d) => (
          <tr key={d.deskId ?? 'none'} className="border-b border-border last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {d.label}
            </th>
            <td className={cell}>{formatCount(d.cases, locale)}</td>
            <td className={cell}>{formatCount(d.activeCases, locale)}</td>
            <td className={cell}>{formatMoney(d.recoveredCents, currency, locale)}</td>
            <td className={cell}>{d.successRate === null ? none : formatRate(d.successRate, locale)}</td>
            <td className={cell}>
              {d.averageRecoveryDays === null ? none : formatDays(d.averageRecoveryDays, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
