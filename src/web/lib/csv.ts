/**
 * CSV files made in the browser (the payments' accounting export, the admin financials export).
 * RFC 4180 with CRLF, and a byte-order mark so Excel reads UTF-8 (accents in names) correctly.
 */
export const CSV_BOM = '\uFEFF';

/**
 * One field, quoted when it holds a separator, a quote or a line break (quotes doubled, RFC 4180).
 * Text starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula;
 * pass isText = false for numbers and dates we wrote ourselves (a negative amount stays a number).
 */
export function csvField(value: string, isText = true): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of already-escaped fields → the file's text: BOM, comma-separated, CRLF after every row. */
export function csvDocument(rows: string[][]): string {
  return `${CSV_BOM}${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
