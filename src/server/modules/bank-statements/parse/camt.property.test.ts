import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceMismatch } from './balances';
import { parseCamt } from './camt';

/**
 * Issue 32 item 2, the proof: generated camt.052/.053/.054 documents of every version, 1–4
 * statements each, read back to the same minor units, balances, directions and dates. The
 * generator writes what banks write (three to five decimals with trailing zeros, zero entries,
 * batches, DtTm with an offset, balances in any order); the expected figures come from the
 * generator's own integers, never from the parser.
 */

/** ISO 4217 minor units, written down from the standard, not read from our dependency. */
const CURRENCIES = { EUR: 2, USD: 2, CHF: 2, SEK: 2, JPY: 0, KWD: 3, BHD: 3, CLF: 4 } as const;
type Code = keyof typeof CURRENCIES;

const MESSAGES = {
  '052': { root: 'BkToCstmrAcctRpt', item: 'Rpt', format: 'camt052' },
  '053': { root: 'BkToCstmrStmt', item: 'Stmt', format: 'camt053' },
  '054': { root: 'BkToCstmrDbtCdtNtfctn', item: 'Ntfctn', format: 'camt054' },
} as const;

/** Minor units as ISO 20022 text: the currency's decimals, then `zeros` more trailing zeros (≤ 5 in all). */
function amountText(minor: number, digits: number, zeros: number): string {
  const text = String(minor).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = (digits === 0 ? '' : text.slice(-digits)) + '0'.repeat(Math.min(zeros, 5 - digits));
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

const part = fc.record({ minor: fc.integer({ min: 0, max: 50_000_000 }), zeros: fc.nat(3) });
const entry = fc.record({
  minor: fc.integer({ min: 0, max: 100_000_000 }),
  zeros: fc.nat(3),
  credit: fc.boolean(),
  booked: fc.boolean(),
  reversal: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
  dateForm: fc.constantFrom('Dt', 'DtTm', 'DtTmOffset'),
  /** A batch: parts with their own amounts (the entry's amount is their sum). */
  parts: fc.option(fc.array(part, { minLength: 2, maxLength: 3 }), { nil: undefined }),
  ccyOnAmount: fc.boolean(),
});
const statement = fc.record({
  currency: fc.constantFrom(...(Object.keys(CURRENCIES) as Code[])),
  opening: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  openingCode: fc.constantFrom('OPBD', 'PRCD'),
  extraBalances: fc.subarray(['ITBD', 'CLAV', 'ITAV']),
  balanceOrder: fc.nat(),
  entries: fc.array(entry, { maxLength: 6 }),
});
const file = fc.record({
  message: fc.constantFrom('052', '053', '054'),
  version: fc.integer({ min: 2, max: 13 }),
  statements: fc.array(statement, { minLength: 1, maxLength: 4 }),
});

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Generated = ValueOf<typeof statement>;
type Entry = Generated['entries'][number];

const entryMinor = (e: Entry) => (e.parts ? e.parts.reduce((s, p) => s + p.minor, 0) : e.minor);
const date = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;
const dateElement = (e: Entry) =>
  e.dateForm === 'Dt'
    ? `<Dt>${date(e.day)}</Dt>`
    : `<DtTm>${date(e.day)}T${e.dateForm === 'DtTm' ? '10:15:00' : '23:30:00+02:00'}</DtTm>`;

function balanceXml(code: string, signed: number, s: Generated) {
  const digits = CURRENCIES[s.currency];
  return (
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>` +
    `<Amt Ccy="${s.currency}">${amountText(Math.abs(signed), digits, 1)}</Amt>` +
    `<CdtDbtInd>${signed < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>2026-03-31</Dt></Dt></Bal>`
  );
}

function entryXml(e: Entry, s: Generated, index: number) {
  const digits = CURRENCIES[s.currency];
  const ccy = e.ccyOnAmount ? ` Ccy="${s.currency}"` : '';
  const parts = (e.parts ?? []).map(
    (p, i) =>
      `<TxDtls><Refs><EndToEndId>E2E-${index}-${i}</EndToEndId></Refs>` +
      `<AmtDtls><TxAmt><Amt Ccy="${s.currency}">${amountText(p.minor, digits, p.zeros)}</Amt></TxAmt></AmtDtls>` +
      `<RmtInf><Ustrd>part ${i}</Ustrd></RmtInf></TxDtls>`,
  );
  return (
    `<Ntry><Amt${ccy}>${amountText(entryMinor(e), digits, e.zeros)}</Amt>` +
    `<CdtDbtInd>${e.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>${e.reversal ? '<RvslInd>true</RvslInd>' : ''}` +
    `<Sts>${e.booked ? 'BOOK' : 'PDNG'}</Sts><BookgDt>${dateElement(e)}</BookgDt><ValDt>${dateElement(e)}</ValDt>` +
    (parts.length > 0 ? `<NtryDtls>${parts.join('')}</NtryDtls>` : '') +
    '</Ntry>'
  );
}

const signedSum = (s: Generated) =>
  s.entries
    .filter((e) => e.booked)
    .reduce((sum, e) => sum + (e.credit ? entryMinor(e) : -entryMinor(e)), s.opening);

function documentXml(f: ValueOf<typeof file>) {
  const message = MESSAGES[f.message];
  const statements = f.statements.map((s, i) => {
    // camt.054 notifications state no balances; the others in an order the generator chose.
    const balances =
      f.message === '054'
        ? []
        : [
            balanceXml(s.openingCode, s.opening, s),
            balanceXml('CLBD', signedSum(s), s),
            ...s.extraBalances.map((code) => balanceXml(code, s.opening + 1, s)),
          ];
    const rotated = balances.map((_, k) => balances[(k + s.balanceOrder) % balances.length]!);
    return (
      `<${message.item}><Id>S-${i + 1}</Id><CreDtTm>2026-03-31T18:00:00Z</CreDtTm>` +
      `<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>${s.currency}</Ccy></Acct>` +
      rotated.join('') +
      s.entries.map((e, k) => entryXml(e, s, k)).join('') +
      `</${message.item}>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${f.message}.001.${String(f.version).padStart(2, '0')}">` +
    `<${message.root}><GrpHdr><MsgId>M</MsgId><CreDtTm>2026-03-31T18:00:00Z</CreDtTm></GrpHdr>` +
    `${statements.join('')}</${message.root}></Document>`
  );
}

/** The lines a reader must find: booked, non-zero, one per batch part with an amount. */
function expectedLines(s: Generated) {
  return s.entries
    .filter((e) => e.booked)
    .flatMap((e) => (e.parts ? e.parts.map((p) => p.minor) : [e.minor]).map((minor) => ({ e, minor })))
    .filter(({ minor }) => minor > 0)
    .map(({ e, minor }) => ({
      direction: e.credit ? 'credit' : 'debit',
      amountCents: minor,
      currency: s.currency,
      bookingDate: date(e.day),
      valueDate: date(e.day),
      reversal: e.reversal,
    }));
}

describe('camt documents round-trip', () => {
  it('to the same statements, minor units, balances and lines', () => {
    fc.assert(
      fc.property(file, (f) => {
        const parsed = parseCamt(documentXml(f));
        expect(parsed).toHaveLength(f.statements.length);
        parsed.forEach((read, i) => {
          const s = f.statements[i]!;
          const hasBalances = f.message !== '054';
          expect(read).toMatchObject({
            format: MESSAGES[f.message].format,
            statementId: `S-${i + 1}`,
            currency: s.currency,
            openingBalanceCents: hasBalances ? s.opening : null,
            closingBalanceCents: hasBalances ? signedSum(s) : null,
          });
          expect(read.lines.map(({ lineNo: _n, ...l }) => l)).toMatchObject(expectedLines(s));
          expect(read.lines.map((l) => l.lineNo)).toEqual(read.lines.map((_, k) => k + 1));
          expect(balanceMismatch(read)).toBeNull();
        });
      }),
    );
  });

  it('and a closing balance one minor unit off is found', () => {
    fc.assert(
      fc.property(statement, fc.boolean(), (s, up) => {
        const f = { message: '053' as const, version: 8, statements: [s] };
        const xml = documentXml(f).replace(
          balanceXml('CLBD', signedSum(s), s),
          balanceXml('CLBD', signedSum(s) + (up ? 1 : -1), s),
        );
        const [read] = parseCamt(xml);
        expect(balanceMismatch(read!)).toEqual({
          computedClosingCents: signedSum(s),
          statedClosingCents: signedSum(s) + (up ? 1 : -1),
        });
      }),
    );
  });
});
