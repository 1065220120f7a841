import type { ClientStatement, StatementLine } from '@shared/contracts/ledger-statement';
import { centsToDecimal } from '@shared/domain/money';
import { csvDocument, csvField } from '@web/lib/csv';

/** The texts the file needs, already in the reader's language. */
export type CsvLabels = {
  headers: {
    booked: string;
    received: string;
    caseReference: string;
    kind: string;
    source: string;
    reference: string;
    receivedAmountHeader: string;
    fee: string;
    paidOutHeader: string;
    availableChangeHeader: string;
    heldChangeHeader: string;
    availableBalanceHeader: string;
    currency: string;
    details: string;
  };
  opening: string;
  closing: string;
  kind: (kind: StatementLine['kind']) => string;
  source: (source: NonNullable<StatementLine['source']>) => string;
  /** D26: the memo in words for a report ("… reported, awaiting confirmation") and for its closing. */
  memo: { reported: (amount: string) => string; cleared: (amount: string) => string };
};

/** Plain decimals with a point ("-1234.50") in their own columns, the currency in another: every spreadsheet sums them. */
const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));
const COLUMNS = 14;

/**
 * The client's accounting (issue 17 item 7): an opening line, every movement of their money in
 * booking order with the available balance after it, and a closing line that equals the
 * available balance on screen. A reported recovery (D26) is a memo line: 0 in every money column,
 * its amount in words in Details; so is its retraction or rejection. Dates are ISO (YYYY-MM-DD) so a spreadsheet sorts them.
 */
export function buildAccountingCsv(statement: ClientStatement, labels: CsvLabels): string {
  const h = labels.headers;
  const header = [
    h.booked,
    h.received,
    h.caseReference,
    h.kind,
    h.source,
    h.reference,
    h.receivedAmountHeader,
    h.fee,
    h.paidOutHeader,
    h.availableChangeHeader,
    h.heldChangeHeader,
    h.availableBalanceHeader,
    h.currency,
    h.details,
  ].map((text) => csvField(text));
  const balanceLine = (label: string, date: string, cents: number) => {
    const row = Array<string>(COLUMNS).fill('');
    row[0] = csvField(date, false);
    row[3] = csvField(label);
    row[11] = csvField(money(cents), false);
    row[12] = csvField(statement.currency, false);
    return row;
  };
  const details = (line: StatementLine) => {
    const amount = `${centsToDecimal(Math.abs(line.reportedChangeCents))} ${statement.currency}`;
    const memo =
      line.kind === 'recovery_report'
        ? labels.memo.reported(amount)
        : line.kind === 'report_retraction' || line.kind === 'report_rejection'
          ? labels.memo.cleared(amount)
          : '';
    // A report's own reasons (above the claim, a rejection) are the staff's notes, not the client's file.
    return memo || (line.reason ?? '');
  };
  const lines = statement.lines;
  const rows = lines.map((line) => [
    csvField(line.bookedAt.slice(0, 10), false),
    csvField(line.receivedAt ?? '', false),
    csvField(line.caseReference ?? ''),
    csvField(labels.kind(line.kind)),
    csvField(line.source ? labels.source(line.source) : ''),
    csvField(line.reference ?? ''),
    csvField(money(line.receivedAmountCents), false),
    csvField(money(line.feeAmountCents), false),
    csvField(money(line.paidOutAmountCents), false),
    csvField(money(line.availableChangeCents), false),
    csvField(money(line.heldChangeCents), false),
    csvField(money(line.availableBalanceCents), false),
    csvField(statement.currency, false),
    csvField(details(line)),
  ]);
  const first = lines[0]?.bookedAt.slice(0, 10) ?? '';
  const last = lines.at(-1)?.bookedAt.slice(0, 10) ?? '';
  return csvDocument([
    header,
    balanceLine(labels.opening, first, statement.openingBalanceCents),
    ...rows,
    balanceLine(labels.closing, last, statement.closingBalanceCents),
  ]);
}
