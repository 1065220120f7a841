import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt';
import { fixture, refusal, statementLine } from './parse.test-support';
import type { ParsedStatement, StatementLine } from './statement';

/** The file's one statement (the fixtures hold one each). */
const readOne = (xml: string | Buffer): ParsedStatement => {
  const statements = parseCamt(xml);
  expect(statements).toHaveLength(1);
  return statements[0]!;
};
const several = () => fixture('camt053-several-entries.xml').toString('utf8');

/** The ledger identity a statement must keep: every booked line moves the balance by its own sign. */
function balanceGap(statement: ParsedStatement, lines: StatementLine[] = statement.lines): number {
  const moved = lines.reduce(
    (sum, l) => sum + (l.direction === 'credit' ? l.amountCents : -l.amountCents),
    0,
  );
  return (statement.openingBalanceCents ?? 0) + moved - (statement.closingBalanceCents ?? 0);
}

describe('parseCamt on the fixtures', () => {
  it('reads a .001.02 statement with three single entries', () => {
    const statement = readOne(fixture('camt053-several-entries.xml'));
    expect(statement).toEqual({
      format: 'camt053',
      statementId: '2026-03-06-DE89370400440532013000',
      sequence: '45',
      accountIban: 'DE89370400440532013000',
      accountNumber: null,
      currency: 'EUR',
      openingBalanceCents: 1_250_000,
      closingBalanceCents: 2_065_050,
      fromDate: '2026-03-02',
      toDate: '2026-03-06',
      lines: [
        statementLine({
          lineNo: 1,
          amountCents: 1_500_000,
          bookingDate: '2026-03-02',
          valueDate: '2026-03-02',
          bankReference: '2026030200123456',
          endToEndId: 'E2E-RC-2026-0042-01',
          remittance: 'RC-2026-0042 Rueckzahlung Vergleich vom 20.02.2026',
          counterpartyName: 'Nordwind Handels GmbH',
          counterpartyIban: 'DE02120300000000202051',
        }),
        statementLine({
          lineNo: 2,
          amountCents: 275_050,
          bookingDate: '2026-03-04',
          valueDate: '2026-03-05',
          bankReference: '2026030400234567',
          endToEndId: 'CHB-7731-20260304',
          remittance: 'Chargeback RC-2026-0057',
          counterpartyName: 'Chargeback Services Ltd',
          counterpartyIban: 'GB29NWBK60161331926819',
        }),
        statementLine({
          lineNo: 3,
          direction: 'debit',
          amountCents: 960_000,
          bookingDate: '2026-03-06',
          valueDate: '2026-03-06',
          bankReference: '2026030600345678',
          endToEndId: 'RC-WD-2026-0019',
          remittance: 'Auszahlung RC-2026-0042 Mandantenanteil',
          counterpartyName: 'Maria Schneider',
          counterpartyIban: 'NL91ABNA0417164300',
        }),
      ],
    });
  });

  it('splits a .001.08 batch booking into one line per transaction, each with its own amount', () => {
    const statement = readOne(fixture('camt053-batch.xml'));
    expect(statement.openingBalanceCents).toBe(2_065_050); // PRCD stands in for a missing OPBD
    expect(statement.closingBalanceCents).toBe(2_410_050);
    const shared = { bookingDate: '2026-03-09', valueDate: '2026-03-09' }; // BookgDt given as DtTm
    expect(statement.lines).toEqual([
      statementLine({
        lineNo: 1,
        amountCents: 120_000,
        ...shared,
        bankReference: '2026030900456789-1',
        endToEndId: 'E2E-RC-2026-0042-02',
        remittance: 'RC-2026-0042 Rate 2',
        counterpartyName: 'Nordwind Handels GmbH',
        counterpartyIban: 'DE02120300000000202051',
      }),
      statementLine({
        lineNo: 2,
        amountCents: 150_000,
        ...shared,
        bankReference: '2026030900456789-2',
        endToEndId: 'E2E-RC-2026-0061-01',
        remittance: 'Devolucion RC-2026-0061',
        counterpartyName: 'Banco Ejemplo SA',
        counterpartyIban: 'ES9121000418450200051332',
      }),
      statementLine({
        lineNo: 3,
        amountCents: 75_000, // from AmtDtls/TxAmt: this transaction has no Amt of its own
        ...shared,
        bankReference: '2026030900456789-3',
        endToEndId: 'E2E-RC-2026-0063-01',
        remittance: 'Restituzione RC-2026-0063',
        counterpartyName: 'Banca Esempio SpA',
        counterpartyIban: 'IT60X0542811101000000123456',
      }),
    ]);
  });

  it('marks a reversal, keeps its own direction and names the original payer', () => {
    const statement = readOne(fixture('camt053-reversal.xml'));
    const payer = { counterpartyName: 'Peter Muster', counterpartyIban: 'FR1420041010050500013M02606' };
    const common = { endToEndId: 'E2E-RC-2026-0070-01', remittance: 'RC-2026-0070 Erstattung', ...payer };
    expect(statement.lines).toEqual([
      statementLine({
        lineNo: 1,
        amountCents: 50_000,
        bookingDate: '2026-03-10',
        valueDate: '2026-03-10',
        bankReference: '2026031000567890',
        ...common,
      }),
      statementLine({
        lineNo: 2,
        direction: 'debit',
        reversal: true,
        amountCents: 50_000,
        bookingDate: '2026-03-11',
        valueDate: '2026-03-11',
        bankReference: '2026031100678901',
        ...common,
      }),
    ]);
    expect(statement.fromDate).toBe('2026-03-10'); // no FrToDt: the span of the booking dates
  });

  it('flags an entry in another currency than the account’s', () => {
    const statement = readOne(fixture('camt053-foreign-currency.xml'));
    expect(statement.currency).toBe('EUR');
    expect(statement.lines).toEqual([
      statementLine({
        lineNo: 1,
        amountCents: 200_000,
        bookingDate: '2026-03-12',
        valueDate: '2026-03-12',
        bankReference: '2026031200789012',
        endToEndId: 'E2E-RC-2026-0075-01',
        remittance: 'RC-2026-0075 Rueckabwicklung',
        counterpartyName: 'Kryptobörse Rückabwicklung AG',
        counterpartyIban: 'DE02120300000000202051',
      }),
      statementLine({
        lineNo: 2,
        amountCents: 150_000,
        currency: 'USD',
        foreignCurrency: true,
        bookingDate: '2026-03-13',
        valueDate: '2026-03-13',
        bankReference: '2026031300890123',
        endToEndId: null, // NOTPROVIDED
        remittance: 'Settlement RC-2026-0081',
        counterpartyName: 'Atlantic Recovery Escrow LLC',
        counterpartyIban: null, // a US account number, not an IBAN
      }),
    ]);
  });

  it.each([
    'camt053-several-entries.xml',
    'camt053-batch.xml',
    'camt053-reversal.xml',
    'camt053-foreign-currency.xml',
  ])('%s: opening + credits − debits = closing', (name) => {
    const statement = readOne(fixture(name));
    // A line in another currency moves a pocket of its own, not the balance the statement states.
    const own = statement.lines.filter((l) => !l.foreignCurrency);
    expect(statement.openingBalanceCents).not.toBeNull();
    expect(balanceGap(statement, own)).toBe(0);
  });
});

describe('parseCamt refuses what it cannot read', () => {
  it('a truncated file: malformed_xml', () => {
    expect(refusal(() => readOne(fixture('camt053-malformed.xml'))).reason).toBe('malformed_xml');
  });

  it('another ISO 20022 message (pain.001): not_camt053', () => {
    const pain = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn><GrpHdr><MsgId>1</MsgId></GrpHdr></CstmrCdtTrfInitn></Document>`;
    expect(refusal(() => readOne(pain)).reason).toBe('not_camt053');
    const camt054 = several().replace('camt.053.001.02', 'camt.054.001.02');
    expect(refusal(() => readOne(camt054)).reason).toBe('not_camt053');
    expect(refusal(() => readOne('<html><body>Statement</body></html>')).reason).toBe('not_camt053');
  });

  it('a DTD (entity expansion) is refused before parsing', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]>${several().replace(/^<\?xml[^>]*>/, '')}`;
    expect(refusal(() => readOne(bomb)).reason).toBe('not_camt053');
  });

  it('elements nested deeper than 32 levels: too_deep, before any parser runs', () => {
    const nest = (levels: number) => `${'<N>'.repeat(levels)}x${'</N>'.repeat(levels)}`;
    // Stmt is the third level: 29 more reach 32, which a statement may still have.
    const within = (levels: number) => several().replace('<Stmt>', `<Stmt>${nest(levels)}`);
    expect(readOne(within(29)).lines.length).toBeGreaterThan(0);
    expect(refusal(() => readOne(within(30))).reason).toBe('too_deep');
    expect(refusal(() => readOne(within(101))).reason).toBe('too_deep');
    // Self-closing tags, comments and CDATA do not go deeper.
    const flat = `${'<E/>'.repeat(200)}<!-- ${'<N>'.repeat(50)} --><![CDATA[${'<N>'.repeat(50)}]]>`;
    expect(readOne(several().replace('<Stmt>', `<Stmt>${flat}`)).lines.length).toBeGreaterThan(0);
  });

  it('an amount with a decimal comma: bad_amount on that entry', () => {
    const xml = several().replace('<Amt Ccy="EUR">2750.50</Amt>', '<Amt Ccy="EUR">2750,50</Amt>');
    const error = refusal(() => readOne(xml));
    expect([error.reason, error.line, error.field, error.value]).toEqual([
      'bad_amount',
      2,
      'Stmt[1]/Ntry[2]/Amt',
      '2750,50',
    ]);
  });

  it('a non-zero digit beyond the currency’s minor unit: too_precise, naming the place, value and unit', () => {
    const error = refusal(() => readOne(several().replace('"EUR">9600.00<', '"EUR">9600.001<')));
    expect([error.reason, error.line, error.field, error.value]).toEqual([
      'too_precise',
      3,
      'Stmt[1]/Ntry[3]/Amt',
      '9600.001',
    ]);
    expect(error.params).toEqual({ currency: 'EUR', digits: 2 });
    const yen = refusal(() => readOne(several().replaceAll('EUR', 'JPY')));
    // Yen have no minor unit: 12500.00 is 12500 yen, 20650.50 cannot be booked.
    expect([yen.reason, yen.field, yen.value, yen.params]).toEqual([
      'too_precise',
      'Stmt[1]/Bal[2]/Amt',
      '20650.50',
      { currency: 'JPY', digits: 0 },
    ]);
  });

  it('no amount at all: missing_field naming the path', () => {
    const noAmount = several().replace('<Amt Ccy="EUR">9600.00</Amt>', '');
    const error = refusal(() => readOne(noAmount));
    expect([error.reason, error.line, error.field]).toEqual(['missing_field', 3, 'Stmt[1]/Ntry[3]/Amt']);
  });

  it('a missing indicator, booking date or status names the entry', () => {
    const noIndicator = refusal(() => readOne(several().replace('<CdtDbtInd>DBIT</CdtDbtInd>', '')));
    expect([noIndicator.reason, noIndicator.line]).toEqual(['missing_field', 3]);
    const noDate = refusal(() =>
      readOne(several().replace(/<BookgDt>\s*<Dt>2026-03-04<\/Dt>\s*<\/BookgDt>/, '')),
    );
    expect([noDate.reason, noDate.line, noDate.field]).toEqual([
      'missing_field',
      2,
      'Stmt[1]/Ntry[2]/BookgDt',
    ]);
    const badDate = refusal(() => readOne(several().replace('<Dt>2026-03-04</Dt>', '<Dt>2026-02-30</Dt>')));
    expect([badDate.reason, badDate.line, badDate.field, badDate.value]).toEqual([
      'bad_date',
      2,
      'Stmt[1]/Ntry[2]/BookgDt/Dt',
      '2026-02-30',
    ]);
  });

  it('a currency that is not three capital letters: bad_currency', () => {
    expect(refusal(() => readOne(several().replace('Ccy="EUR">2750.50', 'Ccy="eur">2750.50'))).reason).toBe(
      'bad_currency',
    );
    expect(refusal(() => readOne(several().replace('<Ccy>EUR</Ccy>', '<Ccy>EURO</Ccy>'))).reason).toBe(
      'bad_currency',
    );
  });

  it('a balance it cannot read is the statement’s problem, not a line’s', () => {
    const error = refusal(() => readOne(several().replace('>12500.00<', '>12.500,00<')));
    expect([error.reason, error.line, error.field, error.value]).toEqual([
      'bad_amount',
      undefined,
      'Stmt[1]/Bal[1]/Amt',
      '12.500,00',
    ]);
  });

  it('an empty file: empty', () => {
    expect(refusal(() => readOne(Buffer.alloc(0))).reason).toBe('empty');
  });
});

describe('parseCamt edge cases', () => {
  it('skips pending entries (.02 text status and .08 Sts/Cd) but counts them for error lines', () => {
    const pending = several().replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>');
    const statement = readOne(pending);
    expect(statement.lines.map((l) => [l.lineNo, l.amountCents])).toEqual([
      [1, 275_050],
      [2, 960_000],
    ]);
    const batch = fixture('camt053-batch.xml').toString('utf8').replace('<Cd>BOOK</Cd>', '<Cd>PDNG</Cd>');
    expect(readOne(batch).lines).toEqual([]);
  });

  it('reads a namespace prefix, a BOM and an ISO-8859-1 file', () => {
    const prefixed = several()
      .replace(/<(\/?)([A-Z][A-Za-z]*)/g, '<$1c:$2')
      .replace('xmlns="urn', 'xmlns:c="urn');
    expect(readOne(prefixed).lines).toHaveLength(3);
    const latin1 = Buffer.from(several().replace('UTF-8', 'ISO-8859-1'), 'latin1');
    expect(readOne(latin1).lines[0]?.counterpartyName).toBe('Nordwind Handels GmbH');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('camt053-foreign-currency.xml')]);
    expect(readOne(withBom).lines[0]?.counterpartyName).toBe('Kryptobörse Rückabwicklung AG');
  });

  it('a debit balance is negative', () => {
    const overdrawn = several().replace(
      /(<Amt Ccy="EUR">12500.00<\/Amt>\s*)<CdtDbtInd>CRDT<\/CdtDbtInd>/,
      '$1<CdtDbtInd>DBIT</CdtDbtInd>',
    );
    expect(readOne(overdrawn).openingBalanceCents).toBe(-1_250_000);
  });

  it('a batch whose parts do not each state an amount is one line of the entry’s amount', () => {
    const xml = fixture('camt053-batch.xml').toString('utf8');
    const statement = readOne(xml.replace(/<Amt Ccy="EUR">1500.00<\/Amt>/, ''));
    expect(statement.lines).toHaveLength(1);
    expect(statement.lines[0]).toMatchObject({ lineNo: 1, amountCents: 345_000, endToEndId: null });
    expect(statement.lines[0]!.remittance).toBe(
      'RC-2026-0042 Rate 2 / Devolucion RC-2026-0061 / Restituzione RC-2026-0063',
    );
  });
});
