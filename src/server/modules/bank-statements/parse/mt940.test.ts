import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../core/messages';
import { StatementParseError, statementErrorMessage } from './errors';
import { parseMt940 } from './mt940';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'latin1');

function refusal(text: string): StatementParseError {
  try {
    parseMt940(text);
  } catch (error) {
    if (error instanceof StatementParseError) return error;
    throw error;
  }
  throw new Error('expected a StatementParseError');
}

/** Credits and debits of a statement, in cents, as a person would add them up. */
const sums = (lines: { direction: string; amountCents: number }[]) => ({
  credits: lines.filter((l) => l.direction === 'credit').reduce((sum, l) => sum + l.amountCents, 0),
  debits: lines.filter((l) => l.direction === 'debit').reduce((sum, l) => sum + l.amountCents, 0),
});

describe('parseMt940: the figures of bank-style files', () => {
  it('reads an ABN AMRO file: transfer header skipped, account number, unstructured and /TAG/ details', () => {
    const [statement, ...rest] = parseMt940(fixture('mt940-abnamro.sta'));
    expect(rest).toHaveLength(0);
    expect(statement).toMatchObject({
      format: 'mt940',
      statementId: 'ABN AMRO BANK NV',
      sequence: '19321/1',
      accountIban: null,
      accountNumber: '517852257',
      currency: 'EUR',
      openingBalanceCents: 3_236_28,
      closingBalanceCents: 4_727_28,
      fromDate: '2026-03-03',
      toDate: '2026-03-03',
    });
    expect(statement!.lines).toHaveLength(2);
    expect(sums(statement!.lines)).toEqual({ credits: 1_500_00, debits: 9_00 });
    // A :86: line of 65 characters runs on into the next; the text is kept whole for matching.
    expect(statement!.lines[0]!.remittance).toBe(
      'GIRO 428428 KPN - DIGITENNE BETALINGSKENM. 000000042188659 5554.13.6.4.6.5',
    );
    expect(statement!.lines[1]).toMatchObject({
      lineNo: 2,
      direction: 'credit',
      amountCents: 1_500_00,
      bookingDate: '2026-03-03',
      remittance: 'Recourse case RC-2026-0042 settlement',
      endToEndId: null, // NOTPROVIDED
      counterpartyName: 'J. JANSEN',
      counterpartyIban: 'NL91ABNA0417164300',
    });
  });

  it('reads an ING file: SWIFT blocks, IBAN with currency, a reversal, and no line for a zero amount', () => {
    const [statement] = parseMt940(fixture('mt940-ing.sta'));
    expect(statement).toMatchObject({
      statementId: 'P260304000000001',
      sequence: '00000',
      accountIban: 'NL69INGB0123456789',
      accountNumber: null,
      openingBalanceCents: 662_23,
      closingBalanceCents: 586_29,
    });
    // Four :61: lines, one of 0,00: three lines to match.
    expect(statement!.lines.map((l) => [l.lineNo, l.direction, l.amountCents, l.reversal])).toEqual([
      [1, 'credit', 1_56, false],
      [2, 'debit', 65_00, false],
      [3, 'debit', 12_50, true], // RC: a credit reversed, so the money leaves again
    ]);
    expect(statement!.lines[0]).toMatchObject({
      bankReference: '00000000001005',
      endToEndId: 'EV12341REP1231456T1234',
      remittance: 'EV10001REP1231456T1234',
      counterpartyName: 'ING BANK N.V. INZAKE WEB',
      counterpartyIban: 'NL32INGB0000012345',
    });
    // "EREF" in the :61: only points at the :86:; without an /EREF/ there, there is no reference.
    const noEref = parseMt940(fixture('mt940-ing.sta').replace('/EREF/EV12341REP1231456T1234/', ''));
    expect(noEref[0]!.lines[0]!.endToEndId).toBeNull();
    expect(statement!.lines[1]).toMatchObject({
      endToEndId: 'RC-2026-0042',
      remittance: 'Refund case RC-2026-0042',
      counterpartyName: 'J. Jansen',
    });
  });

  it('reads a Sparkasse file: bank code and account, ?-subfields, an entry booked in the next year', () => {
    const [statement] = parseMt940(fixture('mt940-sparkasse.sta'));
    expect(statement).toMatchObject({
      statementId: 'STARTUMS',
      sequence: '1/1',
      accountIban: null,
      accountNumber: '37040044/0532013000',
      openingBalanceCents: 1_000_00,
      closingBalanceCents: 1_235_01,
      fromDate: '2026-01-02',
      toDate: '2026-01-05',
    });
    expect(sums(statement!.lines)).toEqual({ credits: 255_00, debits: 19_99 });
    expect(statement!.lines[0]).toMatchObject({
      valueDate: '2025-12-31',
      bookingDate: '2026-01-02',
      remittance: 'Kontofuehrung Dezember 2025',
      endToEndId: null,
      counterpartyName: 'Stadtwerke Musterstadt',
    });
    expect(statement!.lines[1]).toMatchObject({
      direction: 'credit',
      amountCents: 250_00,
      endToEndId: 'RC-2026-0042-A',
      remittance: 'Vergleich Az. 12 O 345/25 Rate 1',
      counterpartyName: 'Max Mustermann GmbH',
      counterpartyIban: 'DE89370400440532013000',
    });
    // RD: a direct debit given back, so the money comes in.
    expect(statement!.lines[2]).toMatchObject({ direction: 'credit', amountCents: 5_00, reversal: true });
  });

  it('reads every statement of a file, each with its own account, currency and balances', () => {
    const statements = parseMt940(fixture('mt940-rabobank-two-statements.sta'));
    expect(
      statements.map((s) => [
        s.accountIban,
        s.sequence,
        s.currency,
        s.openingBalanceCents,
        s.closingBalanceCents,
      ]),
    ).toEqual([
      ['NL44RABO0123456789', '00045', 'EUR', 12_500_00, 14_000_50],
      ['NL93RABO0987654321', '00046/2', 'USD', -300_00, 700_00], // overdrawn at the start (D)
    ]);
    expect(statements.map((s) => sums(s.lines))).toEqual([
      { credits: 2_750_50, debits: 1_250_00 },
      { credits: 1_000_00, debits: 0 },
    ]);
    expect(statements[0]!.lines[0]).toMatchObject({
      bankReference: 'RABO12345',
      endToEndId: 'RC-2026-0042-B',
      remittance: 'Settlement RC-2026-0042 instalment 2',
      counterpartyName: 'Tulip Holding B.V.',
    });
    expect(statements[1]!.lines[0]).toMatchObject({ currency: 'USD', foreignCurrency: false });
  });

  it('reads one statement per SWIFT message when a file holds several', () => {
    const ing = fixture('mt940-ing.sta');
    const nextDay = ing
      .replace(':20:P260304000000001', ':20:P260305000000001')
      .replace(':28C:00000', ':28C:00001')
      .replace(':60F:C260303EUR662,23', ':60F:C260304EUR586,29')
      .replace(':62F:C260304EUR586,29', ':62F:C260305EUR510,35')
      .replace(':64:C260304EUR586,29', ':64:C260305EUR510,35');
    const statements = parseMt940(`${ing}${nextDay}`);
    expect(
      statements.map((s) => [s.statementId, s.sequence, s.openingBalanceCents, s.closingBalanceCents]),
    ).toEqual([
      ['P260304000000001', '00000', 662_23, 586_29],
      ['P260305000000001', '00001', 586_29, 510_35],
    ]);
    expect(statements.map((s) => s.lines.length)).toEqual([3, 3]);
  });
});

describe('parseMt940: amounts, exactly', () => {
  const sparkasse = fixture('mt940-sparkasse.sta');

  it('reads amounts beyond what a float holds exactly, and trailing zeros after the cent', () => {
    const big = sparkasse
      .replace(':60F:C251230EUR1000,00', ':60F:C251230EUR1234567890123,45')
      .replace(':62F:C260105EUR1235,01', ':62F:C260105EUR1234567890358,460');
    const [statement] = parseMt940(big);
    expect(statement!.openingBalanceCents).toBe(123_456_789_012_345);
    expect(statement!.closingBalanceCents).toBe(123_456_789_035_846);
  });

  it('refuses a non-zero digit beyond the cent, naming the line and the field', () => {
    const error = refusal(sparkasse.replace('C250,00N051', 'C250,005N051'));
    expect(error).toMatchObject({ reason: 'mt940_bad_field', line: 8 });
    expect(error.field).toBe(':61:2601020102C250,005N051NONREF');
    expect(renderMessage(statementErrorMessage(error), 'en')).toContain('Line 8 of the file');
  });

  it('refuses a statement that does not add up, with both figures', () => {
    const error = refusal(sparkasse.replace(':62F:C260105EUR1235,01', ':62F:C260105EUR1235,00'));
    expect(error.reason).toBe('mt940_unbalanced');
    expect(error.field).toBe(':60F: + :61: = C1235,01; :62F: = C1235,00');
    expect(renderMessage(statementErrorMessage(error), 'de')).toContain('C1235,01; :62F: = C1235,00');
  });
});

describe('parseMt940: refusals name the cause', () => {
  const abn = fixture('mt940-abnamro.sta');

  it('says a file that is no MT940 is not one', () => {
    const camt = readFileSync(new URL('./fixtures/camt053-batch.xml', import.meta.url), 'utf8');
    expect(refusal(camt).reason).toBe('not_mt940');
    expect(refusal('Date,Amount\n2026-03-01,12.00\n').reason).toBe('not_mt940');
    expect(refusal('  \n').reason).toBe('empty');
  });

  it('names a missing mandatory field', () => {
    const error = refusal(abn.replace(':62F:C260303EUR4727,28\n', ''));
    expect(error).toMatchObject({ reason: 'missing_field', field: ':62F:' });
  });

  it('names a date that is no date, a currency that differs, and a field no statement has', () => {
    expect(refusal(abn.replace(':61:2603030303D9,00', ':61:2602300303D9,00'))).toMatchObject({
      reason: 'mt940_bad_field',
      line: 8,
      field: ':61:2602300303D9,00N192NONREF',
    });
    expect(refusal(abn.replace(':62F:C260303EUR', ':62F:C260303USD'))).toMatchObject({
      reason: 'mt940_bad_field',
      field: ':62F:C260303USD4727,28',
    });
    expect(refusal(abn.replace(':28:19321/1', ':28:19321/1\n:13D:2603031200+0100'))).toMatchObject({
      reason: 'mt940_bad_field',
      line: 7,
      field: ':13D:2603031200+0100',
    });
  });
});
