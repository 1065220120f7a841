import type { AdminFinancials } from '@shared/contracts/insights';
import { centsToDecimal } from '@shared/domain/money';
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

/**
 * Major units as plain decimal text ("1234.50", "-200.00"), by integer arithmetic. The file below
 * is written straight from the API's cents (centsToDecimal, issue 16 item 4); this major-unit form
 * is no longer called by it and is kept only while its unit test pins it.
 */
export function decimal(amount: number): string {
  return centsToDecimal(Math.round(amount * 100));
}

/**
 * One row per month (YYYY-MM, oldest first) and a totals row, as the API computed them; amounts
 * are plain decimals so a spreadsheet can add them, in the currency named on every row.
 */
export function buildFinancialsCsv(data: AdminFinancials, labels: FinancialsCsvLabels): string {
  const row = (
    first: string,
    figures: { recoveredCents: number; feesCents: number; paidOutCents: number },
  ) => [
    csvField(first, false),
    csvField(centsToDecimal(figures.recoveredCents), false),
    csvField(centsToDecimal(figures.feesCents), false),
    csvField(centsToDecimal(figures.paidOutCents), false),
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
