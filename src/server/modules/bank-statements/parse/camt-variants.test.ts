import { describe, expect, it } from 'vitest';
import { balanceMismatch } from './balances';
import { parseCamt } from './camt';
import { refusal } from './parse.test-support';

/** What real banks send beyond our fixtures (issue 32 item 2), each written small by hand. */

const doc = (message: string, root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${message}">` +
  `<${root}><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-02T18:00:00Z</CreDtTm></GrpHdr>${body}</${root}></Document>`;
const bal = (code: string, amount: string, ind = 'CRDT', ccy = 'EUR') =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${ccy}">${amount}</Amt>` +
  `<CdtDbtInd>${ind}</CdtDbtInd><Dt><Dt>2026-03-02</Dt></Dt></Bal>`;
const ntry = (amount: string, ind: string, extra = '', attrs = ' Ccy="EUR"') =>
  `<Ntry><Amt${attrs}>${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>2026-03-02</Dt></BookgDt>${extra}</Ntry>`;
const acct = (ccy = 'EUR') => `<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>${ccy}</Ccy></Acct>`;

describe('amounts as banks write them', () => {
  it('reads three to five decimals with trailing zeros, exactly', () => {
    const body = `<Stmt><Id>A</Id>${acct()}${bal('OPBD', '5442.09000')}${bal('CLBD', '5469.09')}${ntry('8.850', 'CRDT')}${ntry('18.150', 'CRDT')}${ntry('0.00', 'DBIT')}</Stmt>`;
    const [statement] = parseCamt(doc('camt.053.001.08', 'BkToCstmrStmt', body));
    expect(statement!.openingBalanceCents).toBe(544_209);
    // The zero entry gives no line (D132): the database keeps movements only.
    expect(statement!.lines.map((l) => l.amountCents)).toEqual([885, 1_815]);
    expect(statement!.closingBalanceCents).toBe(546_909);
    expect(balanceMismatch(statement!)).toBeNull();
  });

  it('reads any ISO 4217 currency in its own minor units, from the account when the amount has none', () => {
    const kwd = `<Stmt><Id>K</Id>${acct('KWD')}${ntry('12.345', 'CRDT', '', '')}</Stmt>`;
    expect(parseCamt(doc('camt.053.001.04', 'BkToCstmrStmt', kwd))[0]!.lines[0]).toMatchObject({
      amountCents: 12_345,
      currency: 'KWD',
    });
    const sek = `<Stmt><Id>S</Id>${acct('SEK')}${ntry('100.5', 'DBIT', '', ' Ccy="SEK"')}</Stmt>`;
    expect(parseCamt(doc('camt.053.001.02', 'BkToCstmrStmt', sek))[0]!.lines[0]!.amountCents).toBe(10_050);
    const unknown = `<Stmt><Id>X</Id>${acct('XYZ')}</Stmt>`;
    const error = refusal(() => parseCamt(doc('camt.053.001.02', 'BkToCstmrStmt', unknown)));
    expect([error.reason, error.field, error.value]).toEqual(['bad_currency', 'Stmt[1]/Acct/Ccy', 'XYZ']);
  });
});

describe('the three messages and their versions', () => {
  it('reads several statements in file order', () => {
    const body = ['D1', 'D2', 'D3']
      .map(
        (id) =>
          `<Stmt><Id>${id}</Id>${acct()}${bal('OPBD', '10')}${bal('CLBD', '11')}${ntry('1', 'CRDT')}</Stmt>`,
      )
      .join('');
    const statements = parseCamt(doc('camt.053.001.13', 'BkToCstmrStmt', body));
    expect(statements.map((s) => [s.statementId, s.format, s.lines.length])).toEqual([
      ['D1', 'camt053', 1],
      ['D2', 'camt053', 1],
      ['D3', 'camt053', 1],
    ]);
  });

  it('reads a camt.052 report with interim balances only: no opening or closing to check', () => {
    const body = `<Rpt><Id>R1</Id>${acct()}${bal('ITBD', '100.00')}${bal('ITAV', '90.00')}${ntry('5.00', 'DBIT')}</Rpt>`;
    const [report] = parseCamt(doc('camt.052.001.08', 'BkToCstmrAcctRpt', body));
    expect(report).toMatchObject({ format: 'camt052', openingBalanceCents: null, closingBalanceCents: null });
    expect(report!.lines[0]).toMatchObject({ direction: 'debit', amountCents: 500 });
  });

  it('reads a camt.054 notification without balances or account currency', () => {
    const body = `<Ntfctn><Id>N1</Id><Acct><Id><Othr><Id>0532013000</Id></Othr></Id></Acct>${ntry('250.00', 'CRDT', '', ' Ccy="CHF"')}</Ntfctn>`;
    const [notice] = parseCamt(doc('camt.054.001.02', 'BkToCstmrDbtCdtNtfctn', body));
    expect(notice).toMatchObject({
      format: 'camt054',
      currency: 'CHF',
      accountIban: null,
      accountNumber: '0532013000',
    });
    expect(notice!.lines).toHaveLength(1);
  });

  it('refuses a version outside .02 to .13, naming its namespace', () => {
    const body = `<Stmt><Id>A</Id>${acct()}</Stmt>`;
    const error = refusal(() => parseCamt(doc('camt.053.001.14', 'BkToCstmrStmt', body)));
    expect([error.reason, error.value]).toEqual([
      'not_camt053',
      'urn:iso:std:iso:20022:tech:xsd:camt.053.001.14',
    ]);
  });

  it('takes PRCD as the opening when there is no OPBD, in any order, and ignores CLAV', () => {
    const body = `<Stmt><Id>P</Id>${acct()}${bal('CLAV', '1.00')}${bal('CLBD', '7.00', 'DBIT')}${bal('PRCD', '3.00', 'DBIT')}${ntry('4.00', 'DBIT')}</Stmt>`;
    const [statement] = parseCamt(doc('camt.053.001.06', 'BkToCstmrStmt', body));
    expect([statement!.openingBalanceCents, statement!.closingBalanceCents]).toEqual([-300, -700]);
    expect(balanceMismatch(statement!)).toBeNull();
  });

  it('reads DtTm with an offset as the bank’s own date', () => {
    const entry = ntry('1.00', 'CRDT', '<ValDt><DtTm>2026-03-03T23:30:00+02:00</DtTm></ValDt>');
    const body = `<Stmt><Id>T</Id>${acct()}${entry.replace('<Dt>2026-03-02</Dt>', '<DtTm>2026-03-02T00:10:00-05:00</DtTm>')}</Stmt>`;
    const [statement] = parseCamt(doc('camt.053.001.10', 'BkToCstmrStmt', body));
    expect(statement!.lines[0]).toMatchObject({ bookingDate: '2026-03-02', valueDate: '2026-03-03' });
  });
});
