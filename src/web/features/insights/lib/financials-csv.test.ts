import type { AdminFinancials } from '@shared/contracts/insights';
import { describe, expect, it } from 'vitest';
import { buildFinancialsCsv, decimal, financialsFileName } from './financials-csv';

const labels = {
  month: 'Month',
  recovered: 'Recovered',
  fees: 'Fees earned (20%)',
  paidOut: 'Paid out',
  currency: 'Currency',
  total: '=Total',
};

const data: AdminFinancials = {
  currency: 'EUR',
  currencies: ['EUR', 'USD'],
  months: [
    {
      month: '2026-10',
      recovered: -1000,
      recoveredCents: -100_000,
      fees: -200,
      feesCents: -20_000,
      paidOut: 0,
      paidOutCents: 0,
    },
    {
      month: '2026-11',
      recovered: 1234.5,
      recoveredCents: 123_450,
      fees: 246.9,
      feesCents: 24_690,
      paidOut: 0.07,
      paidOutCents: 7,
    },
  ],
  totals: {
    recovered: 234.5,
    recoveredCents: 23_450,
    fees: 46.9,
    feesCents: 4690,
    paidOut: 0.07,
    paidOutCents: 7,
  },
  pendingPayouts: { amount: 0, amountCents: 0, count: 0 },
  approvedPayouts: { amount: 0, amountCents: 0, count: 0 },
  target: null,
};

describe('buildFinancialsCsv', () => {
  it('writes the BOM, the header, one line per month and the totals, amounts as plain decimals', () => {
    const csv = buildFinancialsCsv(data, labels);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFMonth,Recovered,Fees earned (20%),Paid out,Currency',
      '2026-10,-1000.00,-200.00,0.00,EUR',
      '2026-11,1234.50,246.90,0.07,EUR',
      // A translated label that starts like a formula is defused; negative numbers stay numbers.
      "'=Total,234.50,46.90,0.07,EUR",
      '',
    ]);
  });

  it('quotes a label holding the separator', () => {
    const csv = buildFinancialsCsv(data, { ...labels, recovered: 'Recovered, net' });
    expect(csv.split('\r\n')[0]).toBe('\uFEFFMonth,"Recovered, net",Fees earned (20%),Paid out,Currency');
  });

  it('formats cents exactly and names the file after the currency and period', () => {
    expect([decimal(0), decimal(0.1 + 0.2), decimal(-0.05), decimal(1e7)]).toEqual([
      '0.00',
      '0.30',
      '-0.05',
      '10000000.00',
    ]);
    expect(financialsFileName(data)).toBe('financials-EUR-2026-10-to-2026-11.csv');
  });
});
