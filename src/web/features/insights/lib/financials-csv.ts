import type { AdminFinancials } from '@shared/contracts/insights';
import { csvDocument, csvField } from '@web/lib/csv';

/** The column titles and the totals row's label, already in the reader's language. */
export type FinancialsCsvLabels = {
  month: string;
  recovered: string;
  fees: string;
  paidOut: string;
  currency: string;
  total: string;
};

/** Major units as plain decimal text by integer arithmetic ("1234.50", "-200.00"): what spreadsheets read. */
export function decimal(amount: number): string {
  const cents = Math.round(amount * 100);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One row per month (YYYY-MM, oldest first) and a totals row, as the API computed them; amounts
 * are plain decimals so a spreadsheet can add them, in the currency named on every row.
 */
export function buildFinancialsCsv(data: AdminFinancials, labels: FinancialsCsvLabels): string {
  const row = (first: string, figures: { recovered: number; fees: number; paidOut: number }) => [
    csvField(first, false),
    csvField(decimal(figures.recovered), false),
    csvField(decimal(figures.fees), false),
    csvField(decimal(figures.paidOut), false),
    csvField(data.currency, false),
  ];
  const header = [labels.month, labels.recovered, labels.fees, labels.paidOut, labels.currency];
  return csvDocument([
    header.map((title) => csvField(title)),
    ...data.months.map((m) => row(m.month, m)),
    [csvField(labels.total), ...row('', data.totals).slice(1)],
  ]);
}

/** financials-USD-2025-12-to-2026-11.csv */
export function financialsFileName(data: AdminFinancials): string {
  const first = data.months[0]?.month ?? '';
  const last = data.months.at(-1)?.month ?? '';
  return `financials-${data.currency}-${first}-to-${last}.csv`;
}
