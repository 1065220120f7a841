import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedCsvMapping } from '../../../../../tests/support/bank-statements';
import type { CsvMapping } from '../../../../shared/contracts/bank-statements';
import { renderMessage } from '../../../core/messages';
import { csvAmountToCents, parseCsvStatement, readCsvAmount } from './csv';
import { statementErrorMessage } from './errors';
import { fixture, refusal, statementLine } from './parse.test-support';
import type { StatementLine } from './statement';

/** A German bank's export: Soll (debit) and Haben (credit), decimal comma, dotted thousands. */
const german: CsvMapping = {
  delimiter: ';',
  hasHeader: true,
  dateFormat: 'DD.MM.YYYY',
  decimalSeparator: ',',
  columns: {
    bookingDate: 'Buchungstag',
    valueDate: 'Valuta',
    credit: 'Haben',
    debit: 'Soll',
    currency: 'Währung',
    description: 'Verwendungszweck',
    counterpartyName: 'Auftraggeber/Empfänger',
    counterpartyIban: 'IBAN',
  },
  currency: 'EUR',
};

/** The same file's mapping the import API tests save. */
const signed = signedCsvMapping;

const line = (lineNo: number, fields: Partial<StatementLine>) => statementLine({ lineNo, ...fields });

describe('parseCsvStatement on the fixtures', () => {
  it('reads the German export (BOM, quoted semicolon, empty rows skipped, IBAN spaces removed)', () => {
    const statement = parseCsvStatement(fixture('statement-semicolon.csv'), german);
    expect({ ...statement, lines: undefined }).toEqual({
      format: 'csv',
      statementId: null,
      sequence: null,
      accountIban: null,
      accountNumber: null,
      currency: 'EUR',
      openingBalanceCents: null,
      closingBalanceCents: null,
      fromDate: '2026-03-02',
      toDate: '2026-03-10',
      lines: undefined,
    });
    expect(statement.lines).toEqual([
      line(1, {
        amountCents: 1_500_000,
        bookingDate: '2026-03-02',
        valueDate: '2026-03-02',
        remittance: 'RC-2026-0042 Rückzahlung',
        counterpartyName: 'Nordwind Handels GmbH',
        counterpartyIban: 'DE02120300000000202051',
      }),
      line(2, {
        amountCents: 275_050,
        bookingDate: '2026-03-04',
        valueDate: '2026-03-05',
        remittance: 'Chargeback RC-2026-0057; Teil 1',
        counterpartyName: 'Chargeback Services Ltd',
        counterpartyIban: 'GB29NWBK60161331926819',
      }),
      line(3, {
        direction: 'debit',
        amountCents: 960_000,
        bookingDate: '2026-03-06',
        valueDate: '2026-03-06',
        remittance: 'Auszahlung RC-2026-0042 Mandantenanteil',
        counterpartyName: 'Maria Schneider',
        counterpartyIban: 'NL91ABNA0417164300',
      }),
      line(4, {
        direction: 'debit',
        amountCents: 1_290,
        bookingDate: '2026-03-09',
        valueDate: '2026-03-09',
        remittance: 'Kontoführung 02/2026',
        counterpartyName: 'Sparkasse Musterstadt',
      }),
      line(5, {
        amountCents: 125_000_000,
        bookingDate: '2026-03-10',
        valueDate: '2026-03-10',
        remittance: 'Settlement RC-2026-0081',
        counterpartyName: 'Bank of the West Escrow',
      }),
    ]);
  });

  it('reads the signed-amount export (thousands comma, one decimal, a foreign line, no value date)', () => {
    const statement = parseCsvStatement(fixture('statement-signed.csv'), signed);
    const shape = statement.lines.map((l) => [
      l.direction,
      l.amountCents,
      l.currency,
      l.foreignCurrency,
      l.bookingDate,
      l.valueDate,
      l.bankReference,
    ]);
    expect(shape).toEqual([
      ['credit', 1_500_000, 'EUR', false, '2026-03-02', '2026-03-02', 'BNK-20260302-001'],
      ['credit', 275_050, 'EUR', false, '2026-03-04', '2026-03-05', 'BNK-20260304-002'],
      ['debit', 960_000, 'EUR', false, '2026-03-06', '2026-03-06', 'BNK-20260306-003'],
      ['credit', 150_000, 'USD', true, '2026-03-13', '2026-03-13', 'BNK-20260313-004'],
      ['debit', 1, 'EUR', false, '2026-03-16', '2026-03-16', 'BNK-20260316-005'],
    ]);
    expect(statement.lines[0]).toMatchObject({
      remittance: 'Recovery RC-2026-0042, first instalment',
      counterpartyName: 'Nordwind Handels GmbH',
      counterpartyIban: 'DE02120300000000202051',
      endToEndId: null,
      reversal: false,
    });
    expect(statement.lines[4]).toMatchObject({ counterpartyName: null, counterpartyIban: null });
  });
});

describe('parseCsvStatement refuses what it cannot read', () => {
  const signedText = () => fixture('statement-signed.csv').toString('utf8');

  it('"1.2.3" as an amount: bad_amount with the row', () => {
    const text = signedText().replace('2750.5,EUR', '1.2.3,EUR');
    const error = refusal(() => parseCsvStatement(text, signed));
    expect([error.reason, error.line, error.field]).toEqual(['bad_amount', 3, 'Amount']);
    const german3 = fixture('statement-semicolon.csv').toString('utf8').replace('9.600,00', '1.2.3');
    expect(refusal(() => parseCsvStatement(german3, german)).line).toBe(5); // the blank line counts
  });

  it('a non-zero digit after the cent: refused naming the row, the column and the value', () => {
    const error = refusal(() => parseCsvStatement(signedText().replace('-9600.00', '-9600.001'), signed));
    expect([error.reason, error.line, error.field]).toEqual([
      'csv_amount_beyond_cent',
      4,
      'Amount: -9600.001',
    ]);
    expect(renderMessage(statementErrorMessage(error), 'en')).toContain(
      'line 4 of the file (Amount: -9600.001)',
    );
  });

  it('a missing amount and six decimals: bad_amount', () => {
    expect(refusal(() => parseCsvStatement(signedText().replace('-9600.00', ''), signed)).line).toBe(4);
    expect(
      refusal(() => parseCsvStatement(signedText().replace('-9600.00', '-9600.000000'), signed)).reason,
    ).toBe('bad_amount');
  });

  it('a mapped column the file does not have: csv_missing_column', () => {
    const error = refusal(() =>
      parseCsvStatement(fixture('statement-signed.csv'), {
        ...signed,
        columns: { ...signed.columns, amount: 'Betrag' },
      }),
    );
    expect([error.reason, error.field]).toEqual(['csv_missing_column', 'Betrag']);
    const byPosition: CsvMapping = {
      ...signed,
      hasHeader: false,
      columns: { bookingDate: '1', amount: '9' },
    };
    expect(refusal(() => parseCsvStatement(fixture('statement-signed.csv'), byPosition)).reason).toBe(
      'csv_missing_column',
    );
  });

  it('a row with both or neither of credit and debit: csv_bad_row', () => {
    const text = fixture('statement-semicolon.csv').toString('utf8');
    const both = refusal(() => parseCsvStatement(text.replace(';;15.000,00;', ';1,00;15.000,00;'), german));
    expect([both.reason, both.line]).toEqual(['csv_bad_row', 2]);
    expect(refusal(() => parseCsvStatement(text.replace(';;15.000,00;', ';;;'), german)).reason).toBe(
      'csv_bad_row',
    );
  });

  it('an unclosed quote: csv_bad_row', () => {
    expect(
      refusal(() => parseCsvStatement(`${signedText()}2026-03-17,,"unclosed,x,,,1.00,EUR\n`, signed)).reason,
    ).toBe('csv_bad_row');
  });

  it('a date that is not in the format or not in the calendar: bad_date', () => {
    const text = fixture('statement-semicolon.csv').toString('utf8');
    expect(
      refusal(() => parseCsvStatement(text.replace('04.03.2026;05', '2026-03-04;05'), german)).line,
    ).toBe(3);
    expect(
      refusal(() => parseCsvStatement(text.replace('04.03.2026;05', '30.02.2026;05'), german)).reason,
    ).toBe('bad_date');
  });

  it('a currency cell that is no currency code: bad_currency', () => {
    expect(
      refusal(() => parseCsvStatement(signedText().replace('1500.00,USD', '1500.00,$'), signed)).line,
    ).toBe(5);
  });

  it('nothing but a header, or nothing at all: empty', () => {
    expect(refusal(() => parseCsvStatement(signedText().split('\n')[0] ?? '', signed)).reason).toBe('empty');
    expect(refusal(() => parseCsvStatement(Buffer.from([0xef, 0xbb, 0xbf]), signed)).reason).toBe('empty');
  });
});

describe('parseCsvStatement reads what banks produce', () => {
  it('columns by position without a header, and a Windows-1252 file', () => {
    const text = Buffer.from(
      '03.04.2026;Rückzahlung RC-2026-0090;-1.234,56\n04.04.2026;Zins;0,07\n',
      'latin1',
    );
    const mapping: CsvMapping = {
      ...german,
      hasHeader: false,
      columns: { bookingDate: '1', description: '2', amount: '3' },
    };
    const statement = parseCsvStatement(text, mapping);
    expect(statement.lines.map((l) => [l.direction, l.amountCents, l.remittance])).toEqual([
      ['debit', 123_456, 'Rückzahlung RC-2026-0090'],
      ['credit', 7, 'Zins'],
    ]);
  });

  it('skips the account details above the table, and matches headers regardless of case', () => {
    const text =
      'Konto;DE89370400440532013000\nZeitraum;01.03.2026 - 31.03.2026\n\nBUCHUNGSTAG;Betrag\n31.03.2026;100,00\n';
    const mapping: CsvMapping = { ...german, columns: { bookingDate: 'Buchungstag', amount: 'Betrag' } };
    expect(parseCsvStatement(text, mapping).lines).toEqual([
      line(1, { amountCents: 10_000, bookingDate: '2026-03-31', valueDate: '2026-03-31' }),
    ]);
  });

  it('reads grouping by spaces and apostrophes and a trailing minus, and refuses bad grouping', () => {
    expect(csvAmountToCents("1'234'567.89", '.')).toBe(123_456_789);
    expect(csvAmountToCents('1 234,5', ',')).toBe(123_450);
    expect(csvAmountToCents('1.234,56-', ',')).toBe(-123_456);
    expect(csvAmountToCents('+0.01', '.')).toBe(1);
    for (const bad of ['1.2.3', '12,34,5', '1,5', '-1.00-', '1.234', 'EUR 5', '', '1e3'])
      expect(csvAmountToCents(bad, '.'), bad).toBeNull();
  });
});

describe('decimals beyond the cent and the thousands separator (issue 32 item 7)', () => {
  const oneAmount = (amount: string, decimal: '.' | ',', thousands?: CsvMapping['thousandsSeparator']) =>
    parseCsvStatement(`Date;Amount\n2026-03-02;"${amount}"\n`, {
      ...signed,
      delimiter: ';',
      decimalSeparator: decimal,
      ...(thousands === undefined ? {} : { thousandsSeparator: thousands }),
      columns: { bookingDate: 'Date', amount: 'Amount' },
    }).lines[0]?.amountCents;

  it('reads trailing zeros after the cent, up to five decimals, as banks export them', () => {
    expect(oneAmount('29.000', '.')).toBe(29_00);
    expect(oneAmount('5442.09000', '.')).toBe(5_442_09);
    expect(oneAmount('18,150', ',', '')).toBe(18_15);
  });

  it('reads "29.000" as twenty-nine thousand when the mapping says the point groups thousands', () => {
    expect(oneAmount('29.000', ',', '.')).toBe(29_000_00);
    expect(oneAmount('1.234.567,8', ',', '.')).toBe(1_234_567_80);
    expect(oneAmount('1,234.56', '.', ',')).toBe(1_234_56);
    expect(oneAmount('1\u00A0234,56', ',', ' ')).toBe(1_234_56);
    expect(oneAmount('1’234.56', '.', "'")).toBe(1_234_56);
  });

  it('accepts only the mapping’s own thousands separator once it names one', () => {
    expect(csvAmountToCents('1,234.56', '.', '')).toBeNull();
    expect(csvAmountToCents('1 234.56', '.', ',')).toBeNull();
    expect(csvAmountToCents("1'234,56", ',', '.')).toBeNull();
    // A mapping saved before the question was asked reads any mark but the decimal one, as before.
    expect(csvAmountToCents("1'234,56", ',')).toBe(1_234_56);
    expect(csvAmountToCents('1 234.56', '.')).toBe(1_234_56);
  });

  it('keeps refusing a digit after the cent that is not zero, whatever the separators', () => {
    expect(readCsvAmount('29.005', '.')).toEqual({ problem: 'beyond_cent' });
    expect(readCsvAmount('29,00001', ',', '.')).toEqual({ problem: 'beyond_cent' });
    expect(readCsvAmount('29.000', ',', '')).toEqual({ problem: 'malformed' });
  });
});

describe('amounts survive every decimal style exactly (property)', () => {
  /** Formats cents as a bank would: grouping mark, decimal mark, sign in front. */
  function format(cents: number, decimal: '.' | ',', group: string, negative: boolean): string {
    const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
    return `${negative ? '-' : ''}${whole}${decimal}${String(cents % 100).padStart(2, '0')}`;
  }

  it('1 cent to 10,000,000.00 in each style parses to the same cents', () => {
    const styles = [
      { decimal: '.', groups: ['', ',', ' ', "'"] },
      { decimal: ',', groups: ['', '.', ' ', "'", '\u00A0'] },
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.constantFrom(...styles),
        fc.nat(4),
        fc.boolean(),
        (cents, style, groupIndex, negative) => {
          const group = style.groups[groupIndex % style.groups.length] ?? '';
          const text = format(cents, style.decimal, group, negative);
          expect(csvAmountToCents(text, style.decimal)).toBe(negative ? -cents : cents);
          const mapping: CsvMapping = {
            ...signed,
            delimiter: ';',
            decimalSeparator: style.decimal,
            columns: { bookingDate: 'Date', amount: 'Amount' },
          };
          const [parsed] = parseCsvStatement(`Date;Amount\n2026-03-02;"${text}"\n`, mapping).lines;
          expect([parsed?.direction, parsed?.amountCents]).toEqual([negative ? 'debit' : 'credit', cents]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
