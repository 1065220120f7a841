import { CsvError, parse } from 'csv-parse/sync';
import type { CsvMapping, ThousandsSeparator } from '../../../../shared/contracts/bank-statements';
import type { Cents } from '../../../../shared/domain/money';
import { StatementParseError } from './errors';
import {
  calendarDate,
  decimalToCents,
  decodeText,
  normaliseIban,
  type ParsedStatement,
  requireCurrency,
  type StatementLine,
  statementPeriod,
  textOrNull,
} from './statement';

type Row = { cells: string[]; line: number };
type Column = keyof CsvMapping['columns'];

const DATE_PATTERNS: Record<CsvMapping['dateFormat'], { pattern: RegExp; order: [number, number, number] }> =
  {
    // order: positions of year, month, day among the captures. A time after the date is ignored.
    'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/, order: [1, 2, 3] },
    'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: .*)?$/, order: [3, 2, 1] },
    'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/, order: [3, 2, 1] },
    'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/, order: [3, 1, 2] },
  };

function parseDate(text: string, format: CsvMapping['dateFormat'], line: number, field: string): string {
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(text);
  const date = match
    ? calendarDate(Number(match[order[0]]), Number(match[order[1]]), Number(match[order[2]]))
    : null;
  if (date === null) throw new StatementParseError('bad_date', `date "${text}"`, { line, field });
  return date;
}

/** Grouping marks a mapping's thousands separator stands for (spreadsheets print spaces as NBSP). */
const GROUPING: Record<ThousandsSeparator, RegExp | null> = {
  '': null,
  '.': /\./,
  ',': /,/,
  ' ': /[\s\u00A0\u202F]/,
  "'": /['’]/,
};
/** Mappings saved before the thousands separator was asked: any mark but the decimal separator. */
const ANY_GROUPING = { '.': /[,\s\u00A0\u202F'’]/, ',': /[.\s\u00A0\u202F'’]/ } as const;

/**
 * A spreadsheet amount to signed cents, exactly, or why not: "malformed", or "beyond_cent" for a
 * non-zero digit after the cent ("29.005"; "29.000" is 29.00, as banks export up to five decimals).
 * Accepts "-1.234,56", "1 234.56", "1'234.56", "1.234,56-" (a trailing minus, as some German banks
 * print debits). Grouping marks must group by three, so "1.2.3" is refused rather than read as 123.
 */
export function readCsvAmount(
  text: string,
  decimalSeparator: '.' | ',',
  thousandsSeparator?: ThousandsSeparator,
): { cents: Cents } | { problem: 'malformed' | 'beyond_cent' } {
  const malformed = { problem: 'malformed' } as const;
  const trailingMinus = /^(.*\S)\s*-$/.exec(text.trim());
  const body = trailingMinus?.[1] ?? text.trim();
  const sign = /^[+-]/.exec(body)?.[0] ?? '';
  if (trailingMinus && sign !== '') return malformed;
  const [whole = '', fraction = '', ...extra] = body.slice(sign.length).split(decimalSeparator);
  const grouping =
    thousandsSeparator === undefined ? ANY_GROUPING[decimalSeparator] : GROUPING[thousandsSeparator];
  const groups = grouping === null ? [whole] : whole.split(grouping);
  const grouped =
    groups.length === 1 ||
    (/^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g)));
  if (extra.length > 0 || !grouped || !/^\d{0,5}$/.test(fraction)) return malformed;
  if (/[1-9]/.test(fraction.slice(2))) return { problem: 'beyond_cent' };
  const cents = decimalToCents(`${groups.join('')}${fraction === '' ? '' : `.${fraction.slice(0, 2)}`}`);
  if (cents === null) return malformed;
  return { cents: (sign === '-' || trailingMinus ? -1 : 1) * cents };
}

/** readCsvAmount's cents, or null when the text is no amount to book. */
export function csvAmountToCents(
  text: string,
  decimalSeparator: '.' | ',',
  thousandsSeparator?: ThousandsSeparator,
): Cents | null {
  const read = readCsvAmount(text, decimalSeparator, thousandsSeparator);
  return 'cents' in read ? read.cents : null;
}

function readRows(text: string, delimiter: CsvMapping['delimiter']): Row[] {
  const rows: Row[] = [];
  try {
    parse(text, {
      delimiter,
      bom: true,
      trim: true,
      relax_column_count: true, // exports drop trailing empty cells; a missing cell reads as empty
      skip_empty_lines: true,
      skip_records_with_empty_values: true, // ";;;;" separator rows
      // Collected here for the line each record ends on, which the parser's result does not carry.
      on_record: (record: string[], context) => {
        rows.push({ cells: record, line: context.lines });
        return null;
      },
    });
    return rows;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : undefined;
    throw new StatementParseError('csv_bad_row', error.message, { line: line ?? 1 });
  }
}

/**
 * Where each mapped column is. With a header, the header is the first row naming every mapped
 * column (exports often put the account and period above the table); names match without regard
 * to case or surrounding spaces.
 */
function locateColumns(
  rows: Row[],
  mapping: CsvMapping,
): { index: Partial<Record<Column, number>>; data: Row[] } {
  const mapped = Object.entries(mapping.columns).filter(
    (entry): entry is [Column, string] => entry[1] !== undefined,
  );
  if (!mapping.hasHeader) {
    const width = Math.max(...rows.map((row) => row.cells.length));
    const beyond = mapped.find(([, position]) => Number(position) > width);
    if (beyond)
      throw new StatementParseError('csv_missing_column', `column ${beyond[1]} of ${width}`, {
        field: beyond[1],
      });
    return {
      index: Object.fromEntries(mapped.map(([column, position]) => [column, Number(position) - 1])),
      data: rows,
    };
  }
  const key = (text: string) => text.trim().toLowerCase();
  const names = (row: Row) => row.cells.map(key);
  const headerAt = rows.findIndex((row) => mapped.every(([, name]) => names(row).includes(key(name))));
  if (headerAt === -1) {
    const first = rows[0] ? names(rows[0]) : [];
    const [, missing = ''] = mapped.find(([, name]) => !first.includes(key(name))) ?? mapped[0] ?? [];
    throw new StatementParseError('csv_missing_column', `no column "${missing}"`, { field: missing });
  }
  const header = names(rows[headerAt]!);
  return {
    index: Object.fromEntries(mapped.map(([column, name]) => [column, header.indexOf(key(name))])),
    data: rows.slice(headerAt + 1),
  };
}

/**
 * Direction and amount of a row: one signed column, or exactly one of the credit and debit columns.
 * Null for a row of nothing (a zero amount: a card hold released, a fee waived): it moved no money,
 * and a line of zero could be matched to nothing, so it is not a line (as in camt and MT940).
 */
function movement(cell: (column: Column) => string, mapping: CsvMapping, line: number) {
  const amountOf = (column: Column) => {
    const text = cell(column);
    if (text === '') return null;
    const read = readCsvAmount(text, mapping.decimalSeparator, mapping.thousandsSeparator);
    if ('problem' in read && read.problem === 'beyond_cent')
      throw new StatementParseError('csv_amount_beyond_cent', `amount "${text}"`, {
        line,
        field: `${mapping.columns[column]}: ${text}`,
      });
    if (!('cents' in read))
      throw new StatementParseError('bad_amount', `amount "${text}"`, {
        line,
        field: mapping.columns[column],
      });
    return read.cents;
  };
  if (mapping.columns.amount !== undefined) {
    const cents = amountOf('amount');
    if (cents === null)
      throw new StatementParseError('bad_amount', 'no amount', { line, field: mapping.columns.amount });
    if (cents === 0) return null;
    return { direction: cents < 0 ? ('debit' as const) : ('credit' as const), amountCents: Math.abs(cents) };
  }
  const credit = amountOf('credit');
  const debit = amountOf('debit');
  // "0,00" in the unused column of a pair is no amount; both columns of nothing is a row of nothing.
  const given = [credit, debit].filter((cents) => cents !== null && cents !== 0);
  if (given.length === 0 && (credit !== null || debit !== null)) return null;
  if (given.length !== 1)
    throw new StatementParseError('csv_bad_row', 'needs an amount in exactly one of credit and debit', {
      line,
    });
  // The column says the direction; some banks print debits with a minus as well.
  return credit !== null && credit !== 0
    ? { direction: 'credit' as const, amountCents: Math.abs(credit) }
    : { direction: 'debit' as const, amountCents: Math.abs(debit!) };
}

/** A CSV export read with the account's saved mapping. CSV carries no balances: they stay null. */
export function parseCsvStatement(text: string | Buffer, mapping: CsvMapping): ParsedStatement {
  const currency = requireCurrency(mapping.currency, { field: 'currency' });
  const rows = readRows(decodeText(text), mapping.delimiter);
  if (rows.length === 0) throw new StatementParseError('empty', 'no rows');
  const { index, data } = locateColumns(rows, mapping);
  if (data.length === 0) throw new StatementParseError('empty', 'a header and no rows');
  const lines = data
    .flatMap(({ cells, line }): StatementLine[] => {
      const cell = (column: Column) => {
        const at = index[column];
        return at === undefined ? '' : (cells[at] ?? '');
      };
      const bookingDate = parseDate(
        cell('bookingDate'),
        mapping.dateFormat,
        line,
        mapping.columns.bookingDate,
      );
      const valueText = cell('valueDate');
      const lineCurrency =
        cell('currency') === ''
          ? currency
          : requireCurrency(cell('currency'), { line, field: mapping.columns.currency });
      const moved = movement(cell, mapping, line);
      if (moved === null) return [];
      return [
        {
          lineNo: 0, // numbered below, among the rows that moved money
          ...moved,
          currency: lineCurrency,
          bookingDate,
          valueDate:
            valueText === ''
              ? bookingDate
              : parseDate(valueText, mapping.dateFormat, line, mapping.columns.valueDate ?? ''),
          reversal: false,
          bankReference: textOrNull(cell('reference')),
          endToEndId: null,
          remittance: textOrNull(cell('description')),
          counterpartyName: textOrNull(cell('counterpartyName')),
          counterpartyIban: normaliseIban(cell('counterpartyIban')),
          foreignCurrency: lineCurrency !== currency,
        },
      ];
    })
    .map((statementLine, position) => ({ ...statementLine, lineNo: position + 1 }));
  return {
    format: 'csv',
    statementId: null,
    sequence: null,
    accountIban: null,
    accountNumber: null,
    currency,
    openingBalanceCents: null,
    closingBalanceCents: null,
    ...statementPeriod(lines),
    lines,
  };
}
