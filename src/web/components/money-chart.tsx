import { TICK } from '@web/components/chart-card';
import { formatMoneyTick } from '@web/lib/chart-format';
import { formatMoney } from '@web/lib/intl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type MoneyChartProps = {
  /** One row per month, oldest first, with the month's name under `label`. */
  rows: { label: string }[];
  currency: string;
  /** Names the series under the chart; a single series is named by the card's title instead. */
  legend?: boolean;
  /** The series (recharts Bar and Line), each with a `name` for the tooltip. */
  children: ReactNode;
};

/** Amounts per month on a compact money axis, exact amounts in the tooltip (the analytics' money charts). */
export function MoneyChart({ rows, currency, legend = false, children }: MoneyChartProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
        <YAxis width={72} tick={TICK} tickFormatter={(v: number) => formatMoneyTick(v, currency, locale)} />
        <Tooltip
          cursor={{ fill: 'var(--color-muted)' }}
          formatter={(value, name) => [formatMoney(Number(value), currency, locale), name]}
        />
        {legend ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {children}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
