import { centsToDecimal } from '@shared/domain/money';
import { E164, type ExportIndicator } from './export-indicator';

/**
 * A scheme's indicators as a spreadsheet: RFC 4180 (fields quoted when needed, quotes doubled,
 * CRLF after every row) with a UTF-8 byte-order mark so Excel reads accents right.
 */

/** The columns in order; `headers` maps each to its localized heading (the key when missing). */
export const INDICATOR_CSV_COLUMNS = [
  'kind',
  'value',
  'status',
  'firstSeen',
  'lastSeen',
  'cases',
  'clients',
  'totals',
] as const;
export type IndicatorCsvColumn = (typeof INDICATOR_CSV_COLUMNS)[number];

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheets run a cell starting with = + - @ (or a tab or CR before one) as a formula, so
 * such text gets a leading apostrophe (OWASP "CSV injection"). An indicator value comes from
 * what a scammer wrote: a "merchant descriptor" or an email address may well start with "=".
 *
 * One exception, `isPhone`: an E.164 number (+ and digits only, checked here, not assumed) is
 * left as it is. It cannot call a function or another program, and it is the value investigators
 * search and paste: an apostrophe would break that, and quoting would not stop Excel from reading
 * it as a number either (quotes only group a field in CSV). Excel may show it as a plain number;
 * the file's other readers (LibreOffice asks, csv parsers, police tools) get it exactly.
 */
export function csvCell(text: string, isPhone = false): string {
  const safe = FORMULA_START.test(text) && !(isPhone && E164.test(text)) ? `'${text}` : text;
  // ';' too: Excel in many European locales splits on it.
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function totalsText(totals: ExportIndicator['totals']): string {
  return totals.map(({ currency, cents }) => `${currency} ${centsToDecimal(cents)}`).join('; ');
}

function cellsOf(row: ExportIndicator): string[] {
  return [
    csvCell(row.kind),
    csvCell(row.value, row.kind === 'phone'),
    csvCell(row.status),
    csvCell(row.firstSeen.toISOString()),
    csvCell(row.lastSeen.toISOString()),
    csvCell(String(row.cases)),
    csvCell(String(row.clients)),
    csvCell(totalsText(row.totals)),
  ];
}

export function indicatorsCsv(rows: readonly ExportIndicator[], headers: Record<string, string>): string {
  const heading = INDICATOR_CSV_COLUMNS.map((column) => csvCell(headers[column] ?? column));
  const lines = [heading, ...rows.map(cellsOf)].map((cells) => cells.join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
