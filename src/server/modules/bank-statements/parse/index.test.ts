import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/domain/languages';
import { renderMessage } from '../../../core/messages';
import {
  type CsvMapping,
  csvMappingSchema,
  parseStatement,
  STATEMENT_PARSE_REASONS,
  StatementParseError,
  sha256Of,
  statementErrorMessage,
  statementErrorMessageKey,
} from '.';
import { fixture, refusal } from './parse.test-support';

const mapping: CsvMapping = {
  delimiter: ',',
  hasHeader: true,
  dateFormat: 'YYYY-MM-DD',
  decimalSeparator: '.',
  columns: { bookingDate: 'Date', amount: 'Amount', currency: 'Currency' },
  currency: 'EUR',
};

describe('parseStatement', () => {
  it('reads camt.053, MT940 and CSV by the format it is told', () => {
    expect(parseStatement(fixture('camt053-batch.xml'), { format: 'camt053' })[0]!.lines).toHaveLength(3);
    expect(parseStatement(fixture('mt940-rabobank-two-statements.sta'), { format: 'mt940' })).toHaveLength(2);
    expect(
      parseStatement(fixture('statement-signed.csv'), { format: 'csv', mapping })[0]!.lines,
    ).toHaveLength(5);
    // A CSV uploaded as camt.053 is refused, not half read.
    expect(refusal(() => parseStatement(fixture('statement-signed.csv'), { format: 'camt053' })).reason).toBe(
      'not_camt053',
    );
  });

  it('fingerprints the bytes, so the same file uploaded twice is recognised', () => {
    const bytes = fixture('camt053-reversal.xml');
    expect(sha256Of(bytes)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Of(Buffer.from(bytes))).toBe(sha256Of(bytes));
    expect(sha256Of(Buffer.from('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('csvMappingSchema', () => {
  it('accepts a saved mapping with one signed column or a credit and debit pair', () => {
    expect(csvMappingSchema.safeParse(mapping).success).toBe(true);
    const pair = { ...mapping, columns: { bookingDate: 'Date', credit: 'Haben', debit: 'Soll' } };
    expect(csvMappingSchema.safeParse(pair).success).toBe(true);
    const grouped = { ...mapping, decimalSeparator: ',', thousandsSeparator: '.' };
    expect(csvMappingSchema.safeParse(grouped).success).toBe(true);
  });

  it('refuses both ways at once, half a pair, positions that are names, and a bad currency', () => {
    const refused = [
      { ...mapping, columns: { bookingDate: 'Date', amount: 'Amount', credit: 'Haben', debit: 'Soll' } },
      { ...mapping, columns: { bookingDate: 'Date', credit: 'Haben' } },
      { ...mapping, hasHeader: false, columns: { bookingDate: 'Date', amount: '3' } },
      { ...mapping, hasHeader: false, columns: { bookingDate: '0', amount: '3' } },
      { ...mapping, currency: 'eur' },
      { ...mapping, delimiter: '|' },
      { ...mapping, thousandsSeparator: '.' }, // the same mark for thousands and decimals
    ];
    for (const candidate of refused) expect(csvMappingSchema.safeParse(candidate).success).toBe(false);
  });
});

describe('the messages of a refused statement', () => {
  const several = fixture('camt053-several-entries.xml').toString('utf8');
  const signed = fixture('statement-signed.csv').toString('utf8');
  const abn = fixture('mt940-abnamro.sta').toString('utf8');
  /** One real refusal per reason, from the parsers themselves. */
  const refusals = [
    () => parseStatement(fixture('camt053-malformed.xml'), { format: 'camt053' }),
    () => parseStatement(Buffer.from('<Document xmlns="urn:x"/>'), { format: 'camt053' }),
    () =>
      parseStatement(
        Buffer.from(several.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>D</CdtDbtInd>')),
        {
          format: 'camt053',
        },
      ),
    () =>
      parseStatement(Buffer.from(several.replace('"EUR">9600.00', '"EUR">9600.005')), { format: 'camt053' }),
    () =>
      parseStatement(Buffer.from(several.replace('<Amt Ccy="EUR">12500.00', '<Amt Ccy="USD">12500.00')), {
        format: 'camt053',
      }),
    () =>
      parseStatement(Buffer.from(several.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '')), { format: 'camt053' }),
    () =>
      parseStatement(Buffer.from(several.replace('"EUR">2750.50', '"EUR">2750,50')), { format: 'camt053' }),
    () =>
      parseStatement(Buffer.from(several.replace('<Dt>2026-03-04</Dt>', '<Dt>04.03.2026</Dt>')), {
        format: 'camt053',
      }),
    () =>
      parseStatement(Buffer.from(several.replace('<Ccy>EUR</Ccy>', '<Ccy>€</Ccy>')), { format: 'camt053' }),
    () => parseStatement(Buffer.alloc(0), { format: 'csv', mapping }),
    () =>
      parseStatement(Buffer.from(signed), {
        format: 'csv',
        mapping: { ...mapping, columns: { bookingDate: 'Datum' } },
      }),
    () => parseStatement(Buffer.from(`${signed}2026-03-20,"open\n`), { format: 'csv', mapping }),

    () => parseStatement(Buffer.from(signed.replace('-9600.00', '-9600.001')), { format: 'csv', mapping }),
    // MT940 (issue 32 item 3): not one, a field that cannot be read, sums that do not add up.
    () => parseStatement(fixture('camt053-batch.xml'), { format: 'mt940' }),
    () =>
      parseStatement(Buffer.from(abn.replace('D9,00N192', 'D9,001N192')), {
        format: 'mt940',
      }),
    () => parseStatement(Buffer.from(abn.replace('EUR4727,28', 'EUR4727,29')), { format: 'mt940' }),

    // Nested deeper than any statement (issue 31 item 8).
    () =>
      parseStatement(
        Buffer.from(several.replace('<Stmt>', `<Stmt>${'<N>'.repeat(40)}x${'</N>'.repeat(40)}`)),
        { format: 'camt053' },
      ),
  ];

  it('covers every reason, and each renders completely in all six languages', () => {
    const errors = refusals.map(refusal);
    expect(errors.map((e) => e.reason).sort()).toEqual([...STATEMENT_PARSE_REASONS].sort());
    for (const error of errors) {
      // A refusal that knows the value found names it with its own text (bank-statements.statements.<reason>_…).
      expect(statementErrorMessageKey(error)).toMatch(
        new RegExp(`^bank-statements\\.statements\\.${error.reason}(_\\w+)?$`),
      );
      for (const language of LANGUAGES) {
        const text = renderMessage(statementErrorMessage(error), language);
        expect(text, `${error.reason} in ${language}`).not.toMatch(/\{\{|^bank-statements\./);
      }
    }
  });

  it('a text naming the value is used only when the parser knows it', () => {
    const plain = new StatementParseError('bad_amount', 'csv', { line: 4, field: 'Amount' });
    expect(statementErrorMessageKey(plain)).toBe('bank-statements.statements.bad_amount');
    const named = new StatementParseError('bad_amount', 'camt', { line: 4, field: 'Amt', value: 'x' });
    expect(statementErrorMessageKey(named)).toBe('bank-statements.statements.bad_amount_value');
  });

  it('names the element path and the value found there, in the reader’s language', () => {
    const error = refusal(refusals[6]!);
    expect(renderMessage(statementErrorMessage(error), 'en')).toBe(
      'The amount “2750,50” at Stmt[1]/Ntry[2]/Amt is not a valid amount. ISO 20022 amounts are written with a decimal point and without a sign, such as 1250.50.',
    );
    expect(renderMessage(statementErrorMessage(error), 'de')).toContain('„2750,50“ in Stmt[1]/Ntry[2]/Amt');
    const precise = refusal(refusals[3]!);
    expect(renderMessage(statementErrorMessage(precise), 'fr')).toContain(
      '« 9600.005 » dans Stmt[1]/Ntry[3]/Amt comporte un chiffre non nul au-delà de la plus petite unité de EUR, qui compte 2 décimales',
    );
    const root = refusal(refusals[1]!);
    expect(renderMessage(statementErrorMessage(root), 'en')).toContain(
      'its root element Document has the namespace “urn:x”',
    );
  });
});
