import type { Reconciliation, ReconciliationItem } from '@shared/contracts/reconciliation';
import { centsToDecimal } from '@shared/domain/money';
import { csvDocument, csvField } from '@web/lib/csv';

/** The texts the file needs, already in the reader's language. */
export type ReconciliationCsvLabels = {
  headers: {
    line: string;
    date: string;
    amountHeader: string;
    currency: string;
    description: string;
    caseReference: string;
    reason: string;
  };
  figures: {
    bank: string;
    ledger: string;
    clients: string;
    heldFees: string;
    unexplained: string;
  };
  kind: (kind: ReconciliationItem['kind']) => string;
};

const COLUMNS = 7;
const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));

/**
 * The month's reconciliation as the screen shows it, from the same JSON: the four figures (on
 * the day they cover), every itemised difference signed as it moves the bank's balance, then the
 * unexplained difference. A figure the API does not have (no statement) is left empty, never 0.
 * Amounts are plain decimals with a point, the currency in its own column; dates are ISO.
 */
export function buildReconciliationCsv(data: Reconciliation, labels: ReconciliationCsvLabels): string {
  const h = labels.headers;
  const header = [h.line, h.date, h.amountHeader, h.currency, h.description, h.caseReference, h.reason].map(
    (text) => csvField(text),
  );
  const figure = (label: string, cents: number | null, date: string | null) => {
    const row = Array<string>(COLUMNS).fill('');
    row[0] = csvField(label);
    row[1] = csvField(date ?? '', false);
    row[2] = csvField(money(cents), false);
    row[3] = csvField(data.currency, false);
    return row;
  };
  const asOf = data.asOf.slice(0, 10);
  const items = data.items.map((item) => [
    csvField(labels.kind(item.kind)),
    csvField(item.date.slice(0, 10), false),
    csvField(money(item.amountCents), false),
    csvField(data.currency, false),
    csvField(item.description ?? ''),
    csvField(item.caseReference ?? ''),
    csvField(item.reason ?? ''),
  ]);
  const f = labels.figures;
  return csvDocument([
    header,
    figure(f.bank, data.bankBalanceCents, data.statementDate?.slice(0, 10) ?? null),
    figure(f.ledger, data.ledgerBalanceCents, asOf),
    figure(f.clients, data.clientBalanceCents, asOf),
    figure(f.heldFees, data.feesHeldCents, asOf),
    ...items,
    figure(f.unexplained, data.unexplainedDifferenceCents, asOf),
  ]);
}

/** reconciliation-EUR-2026-10.csv */
export function reconciliationFileName(data: Reconciliation): string {
  return `reconciliation-${data.currency}-${data.month}.csv`;
}
