import type { LedgerEntry } from '@shared/contracts/ledger';
import { csvField } from '@web/lib/csv';
import { describe, expect, it } from 'vitest';
import { buildAccountingCsv, type CsvLabels } from './accounting-csv';

const labels: CsvLabels = {
  headers: {
    date: 'Date',
    kind: 'Type',
    source: 'Source',
    reference: 'Reference',
    gross: 'Gross',
    fee: 'Fee',
    clientShare: 'Your share',
    currency: 'Currency',
    reason: 'Reason',
  },
  kind: (kind) => `kind:${kind}`,
  source: (source) => `source:${source}`,
};

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'a',
  kind: 'recovery',
  amount: 1234.57,
  amountCents: 123_457,
  currency: 'USD',
  feeAmount: 246.91,
  feeAmountCents: 24_691,
  clientShareAmount: 987.66,
  clientShareAmountCents: 98_766,
  source: 'bank_recall',
  reference: 'RECALL-1',
  receivedAt: '2026-03-02',
  reason: null,
  reversesId: null,
  reversedById: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});

describe('buildAccountingCsv', () => {
  it('starts with the BOM and a header row, then one row per entry with exact amounts', () => {
    const csv = buildAccountingCsv([entry({})], labels);
    expect(csv.startsWith('\uFEFFDate,Type,Source,Reference,Gross,Fee,Your share,Currency,Reason\r\n')).toBe(
      true,
    );
    expect(csv).toContain(
      '2026-03-02,kind:recovery,source:bank_recall,RECALL-1,1234.57,246.91,987.66,USD,\r\n',
    );
  });

  it('shows a reversal as negative amounts with its reason, quoted when it holds a comma or quote', () => {
    const csv = buildAccountingCsv(
      [
        entry({
          kind: 'reversal',
          source: null,
          reference: null,
          receivedAt: null,
          reason: 'Bank "recalled" it, sorry',
        }),
      ],
      labels,
    );
    expect(csv).toContain(
      '2026-03-03,kind:reversal,,,-1234.57,-246.91,-987.66,USD,"Bank ""recalled"" it, sorry"',
    );
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.00', false)).toBe('-12.00');
  });
});
