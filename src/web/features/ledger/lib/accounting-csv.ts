import type { LedgerEntry } from '@shared/contracts/ledger';
import { centsToDecimal } from '@shared/domain/money';
import { csvDocument, csvField } from '@web/lib/csv';
import { entryDate, signed } from './entry-date';

/** The texts the file needs, already in the reader's language. */
export type CsvLabels = {
  headers: {
    date: string;
    kind: string;
    source: string;
    reference: string;
    gross: string;
    fee: string;
    clientShare: string;
    currency: string;
    reason: string;
  };
  kind: (kind: LedgerEntry['kind']) => string;
  source: (source: NonNullable<LedgerEntry['source']>) => string;
};

const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));

/** Every ledger entry of the case, one row each, amounts as plain decimals (reversals negative). */
export function buildAccountingCsv(entries: LedgerEntry[], labels: CsvLabels): string {
  const h = labels.headers;
  const header = [h.date, h.kind, h.source, h.reference, h.gross, h.fee, h.clientShare, h.currency, h.reason];
  const rows = entries.map((entry) => [
    csvField(entryDate(entry).slice(0, 10), false),
    csvField(labels.kind(entry.kind)),
    csvField(entry.source ? labels.source(entry.source) : ''),
    csvField(entry.reference ?? ''),
    csvField(money(signed(entry, entry.amountCents)), false),
    csvField(money(signed(entry, entry.feeAmountCents)), false),
    csvField(money(signed(entry, entry.clientShareAmountCents)), false),
    csvField(entry.currency, false),
    csvField(entry.reason ?? ''),
  ]);
  return csvDocument([header.map((text) => csvField(text)), ...rows]);
}
