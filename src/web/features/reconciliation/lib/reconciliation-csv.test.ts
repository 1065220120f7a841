import type { Reconciliation } from '@shared/contracts/reconciliation';
import { CSV_BOM } from '@web/lib/csv';
import { describe, expect, it } from 'vitest';
import { previousMonth, recentMonths } from './months';
import { buildReconciliationCsv, reconciliationFileName } from './reconciliation-csv';
import { formatSignedMoney } from './signed-money';

const labels = {
  headers: {
    line: 'Line',
    date: 'Date',
    amountHeader: 'Amount',
    currency: 'Currency',
    description: 'Description',
    caseReference: 'Case',
    reason: 'Reason',
  },
  figures: {
    bank: 'Bank balance',
    ledger: 'Trust ledger balance',
    clients: "Clients' money",
    heldFees: 'Fees held',
    unexplained: 'Unexplained difference',
  },
  kind: (kind: string) => `kind:${kind}`,
};

const data: Reconciliation = {
  month: '2026-10',
  currency: 'EUR',
  trustAccount: null,
  asOf: '2026-10-31',
  bankBalance: 20_650.5,
  bankBalanceCents: 2_065_050,
  statementRef: 'STMT-10',
  statementDate: '2026-10-30',
  ledgerBalance: 20_000,
  ledgerBalanceCents: 2_000_000,
  clientBalance: 16_000,
  clientBalanceCents: 1_600_000,
  feesHeld: 4000,
  feesHeldCents: 400_000,
  items: [
    {
      kind: 'unmatched_line',
      date: '2026-10-12T00:00:00.000Z',
      amount: 650.5,
      amountCents: 65_050,
      description: 'Transfer, "ACME"; ref 7',
      caseReference: null,
      reason: null,
    },
    {
      kind: 'not_client_money',
      date: '2026-10-20',
      amount: -12.5,
      amountCents: -1250,
      description: 'Bank fee',
      caseReference: 'RC-2026-000004',
      reason: '=cmd|bank charge',
    },
  ],
  unexplainedDifference: 0,
  unexplainedDifferenceCents: 0,
  blockers: ['unmatched_lines'],
  signedOff: null,
  withdrawnStatements: [],
};

const rowsOf = (csv: string) => csv.slice(CSV_BOM.length).split('\r\n').slice(0, -1);

describe('buildReconciliationCsv', () => {
  it('writes the four figures, every item signed, then the unexplained difference', () => {
    const rows = rowsOf(buildReconciliationCsv(data, labels));
    expect(rows).toEqual([
      'Line,Date,Amount,Currency,Description,Case,Reason',
      'Bank balance,2026-10-30,20650.50,EUR,,,',
      'Trust ledger balance,2026-10-31,20000.00,EUR,,,',
      "Clients' money,2026-10-31,16000.00,EUR,,,",
      'Fees held,2026-10-31,4000.00,EUR,,,',
      'kind:unmatched_line,2026-10-12,650.50,EUR,"Transfer, ""ACME""; ref 7",,',
      // A negative amount stays a number; a reason that looks like a formula is defused.
      "kind:not_client_money,2026-10-20,-12.50,EUR,Bank fee,RC-2026-000004,'=cmd|bank charge",
      'Unexplained difference,2026-10-31,0.00,EUR,,,',
    ]);
  });

  it('leaves a figure the API does not have empty, never 0', () => {
    const rows = rowsOf(
      buildReconciliationCsv(
        {
          ...data,
          bankBalance: null,
          bankBalanceCents: null,
          statementDate: null,
          statementRef: null,
          unexplainedDifference: null,
          unexplainedDifferenceCents: null,
          items: [],
          blockers: ['no_statement'],
        },
        labels,
      ),
    );
    expect(rows[1]).toBe('Bank balance,,,EUR,,,');
    expect(rows.at(-1)).toBe('Unexplained difference,2026-10-31,,EUR,,,');
    expect(rows).toHaveLength(6);
  });

  it('starts with a byte-order mark and names the file by currency and month', () => {
    expect(buildReconciliationCsv(data, labels).startsWith(CSV_BOM)).toBe(true);
    expect(reconciliationFileName(data)).toBe('reconciliation-EUR-2026-10.csv');
  });
});

describe('months', () => {
  it('defaults to last month, across a year end', () => {
    expect(previousMonth(new Date('2026-01-15T10:00:00Z'))).toBe('2025-12');
    expect(previousMonth(new Date('2026-11-26T16:00:00Z'))).toBe('2026-10');
  });

  it('offers the month under way and the ones before it, newest first', () => {
    expect(recentMonths(new Date('2026-02-01T00:00:00Z'), 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('reaches back to the month the trust account opened when that is older (D42)', () => {
    const months = recentMonths(new Date('2026-02-01T00:00:00Z'), 4, '2025-08-20');
    expect(months).toEqual(['2026-02', '2026-01', '2025-12', '2025-11', '2025-10', '2025-09', '2025-08']);
    // An account opened within the usual span changes nothing.
    expect(recentMonths(new Date('2026-02-01T00:00:00Z'), 4, '2026-01-05')).toHaveLength(4);
    expect(recentMonths(new Date('2026-11-29T00:00:00Z'), 24, '2023-01-01').at(-1)).toBe('2023-01');
  });
});

describe('formatSignedMoney', () => {
  it('always shows the sign of a difference, in the reader’s language', () => {
    expect(formatSignedMoney(65_050, 'EUR', 'en')).toBe('+€650.50');
    expect(formatSignedMoney(-1250, 'EUR', 'en')).toBe('-€12.50');
    expect(formatSignedMoney(0, 'EUR', 'en')).toBe('€0.00');
  });
});
