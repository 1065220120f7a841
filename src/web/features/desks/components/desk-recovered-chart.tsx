import type { MemberFigures } from '@shared/contracts/desks-team';
import { formatMoney } from '@web/lib/intl';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A lawyer's figures (the dashboard's `performance`) with the name from `teamMembers` (D25). */
type Row = MemberFigures & { firstName: string; lastName: string };

/**
 * Recovered per lawyer as bars. The drawing is one image for assistive technology, named by the
 * title and described by a sentence; the table above carries every figure.
 */
export function RecoveredChart({ rows, currency }: { rows: Row[]; currency: string }) {
  const { t, i18n } = useTranslation('desks');
  const titleId = useId();
  const summaryId = useId();
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const data = rows.map((r) => ({
    name: `${r.firstName} ${r.lastName.slice(0, 1)}.`,
    recoveredCents: r.recoveredAmountCents,
  }));
  const total = rows.reduce((sum, r) => sum + r.recoveredAmountCents, 0);
  const top = rows.reduce<Row | undefined>(
    (best, r) => (!best || r.recoveredAmountCents > best.recoveredAmountCents ? r : best),
    undefined,
  );
  const summary =
    top && top.recoveredAmountCents > 0
      ? t('performance.chart.summary', {
          total: money(total),
          name: `${top.firstName} ${top.lastName}`,
          amount: money(top.recoveredAmountCents),
        })
      : t('performance.chart.nothing');
  return (
    <figure className="grid gap-2 rounded-lg border border-border bg-background p-4">
      <figcaption id={titleId} className="font-medium text-navy">
        {t('performance.chart.title')}
      </figcaption>
      <p id={summaryId} className="text-sm text-muted-foreground">
        {summary}
      </p>
      <div role="img" aria-labelledby={titleId} aria-describedby={summaryId} className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="name"
              tick={{ fontSize: 12 }}
              interval={0}
              angle={-20}
              textAnchor="end"
              height={50}
            />
            <YAxis tickFormatter={(v: number) => money(v)} width={90} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(v) => money(Number(v))} />
            <Bar
              dataKey="recoveredCents"
              name={t('performance.columns.recovered')}
              fill="var(--color-primary)"
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
