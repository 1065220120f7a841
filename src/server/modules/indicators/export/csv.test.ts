import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, indicatorsCsv } from './csv';
import type { ExportIndicator } from './export-indicator';

const HEADERS = {
  kind: 'Art',
  value: 'Wert',
  status: 'Status',
  firstSeen: 'Zuerst gesehen',
  lastSeen: 'Zuletzt gesehen',
  cases: 'Fälle',
  clients: 'Mandanten',
  totals: 'Summen',
};

const row = (over: Partial<ExportIndicator>): ExportIndicator => ({
  kind: 'domain',
  value: 'example.com',
  status: 'confirmed',
  firstSeen: new Date('2026-01-10T08:30:00.000Z'),
  lastSeen: new Date('2026-02-01T17:00:00.000Z'),
  cases: 3,
  clients: 2,
  totals: [
    { currency: 'EUR', cents: 1_234_567 },
    { currency: 'USD', cents: 5 },
  ],
  ...over,
});

describe('indicatorsCsv', () => {
  it('starts with a BOM, ends every row with CRLF and uses the localized headings', () => {
    const csv = indicatorsCsv([row({})], HEADERS);
    expect(
      csv.startsWith('\uFEFFArt,Wert,Status,Zuerst gesehen,Zuletzt gesehen,Fälle,Mandanten,Summen\r\n'),
    ).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(csv.split('\r\n')[1]).toBe(
      'domain,example.com,confirmed,2026-01-10T08:30:00.000Z,2026-02-01T17:00:00.000Z,3,2,"EUR 12345.67; USD 0.05"',
    );
  });

  it('falls back to the column key for a heading it was not given', () => {
    expect(indicatorsCsv([], { kind: 'Kind' }).split('\r\n')[0]).toBe(
      '\uFEFFKind,value,status,firstSeen,lastSeen,cases,clients,totals',
    );
  });

  it('quotes commas, semicolons, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('ACME, LTD')).toBe('"ACME, LTD"');
    expect(csvCell('A;B')).toBe('"A;B"');
    expect(csvCell('THE "BEST" FX')).toBe('"THE ""BEST"" FX"');
    expect(csvCell('LINE\r\nBREAK')).toBe('"LINE\r\nBREAK"');
    expect(csvCell('plain')).toBe('plain');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('defuses %j as a formula', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('keeps an E.164 phone value exact, but defuses anything else that starts with +', () => {
    expect(csvCell('+4915112345678', true)).toBe('+4915112345678');
    expect(csvCell('+49=1+2', true)).toBe("'+49=1+2");
    expect(csvCell('+4915112345678')).toBe("'+4915112345678");
    const csv = indicatorsCsv(
      [
        row({ kind: 'phone', value: '+4915112345678' }),
        row({ kind: 'card_merchant', value: '+4915112345678' }),
      ],
      HEADERS,
    );
    expect(csv).toContain('\r\nphone,+4915112345678,');
    expect(csv).toContain("\r\ncard_merchant,'+4915112345678,");
  });

  it('parses back to the same cells with csv-parse', () => {
    const rows = [
      row({ kind: 'card_merchant', value: 'FX "PRO", LTD\nLONDON', status: 'unreviewed', totals: [] }),
      row({ kind: 'email', value: '=cmd|"/c calc"!a0@evil.example' }),
      row({ kind: 'phone', value: '+447700900123', cases: 1, clients: 1 }),
      row({ kind: 'messenger', value: 'telegram:fx_support' }),
    ];
    const headers = { ...HEADERS, totals: 'Summen, "brutto"', cases: '=Fälle' };
    const records: string[][] = parse(indicatorsCsv(rows, headers), { bom: true, record_delimiter: '\r\n' });
    expect(records).toEqual([
      [
        'Art',
        'Wert',
        'Status',
        'Zuerst gesehen',
        'Zuletzt gesehen',
        "'=Fälle",
        'Mandanten',
        'Summen, "brutto"',
      ],
      ...rows.map((r) => [
        r.kind,
        r.kind === 'email' ? `'${r.value}` : r.value,
        r.status,
        r.firstSeen.toISOString(),
        r.lastSeen.toISOString(),
        String(r.cases),
        String(r.clients),
        r.totals.length ? 'EUR 12345.67; USD 0.05' : '',
      ]),
    ]);
  });
});
