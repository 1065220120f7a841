import type { ClientStatement } from '@shared/contracts/ledger-statement';
import {
  confirmationPostings,
  deriveBalances,
  holdPostings,
  payoutPostings,
  recoveryPostings,
  reportClosurePostings,
  reportPostings,
  reversalPostings,
} from '@shared/domain/ledger';
import { moneyFields, nullableMoneyFields } from '@shared/domain/money';
import { runningStatement, type StatementMovement } from '@shared/domain/statement';
import { csvField } from '@web/lib/csv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookMovements, moneyOperation } from '../../../../../tests/support/statement';
import { buildAccountingCsv, type CsvLabels } from './accounting-csv';

const labels: CsvLabels = {
  headers: {
    booked: 'Booked on',
    received: 'Received on',
    caseReference: 'Case',
    kind: 'Type',
    source: 'Source',
    reference: 'Reference',
    receivedAmountHeader: 'Amount recovered',
    fee: 'Recovery fee',
    paidOutHeader: 'Paid out to you',
    availableChangeHeader: 'Change in available balance',
    heldChangeHeader: 'Change in amount held',
    availableBalanceHeader: 'Available balance',
    currency: 'Currency',
    details: 'Details',
  },
  opening: 'Opening balance',
  closing: 'Closing balance',
  kind: (kind) => `kind:${kind}`,
  source: (source) => `source:${source}`,
  memo: { reported: (amount) => `memo:${amount}`, cleared: (amount) => `cleared:${amount}` },
};

/** A statement as the server answers it, from movements booked by the shared posting rules. */
function statementOf(movements: (StatementMovement & { reason?: string })[]): ClientStatement {
  const { lines, closing } = runningStatement({ available: 0, held: 0 }, movements);
  return {
    currency: 'EUR',
    from: null,
    to: null,
    ...moneyFields('openingBalance', 0),
    ...moneyFields('openingHeld', 0),
    ...moneyFields('openingReported', 0),
    ...moneyFields('closingBalance', closing),
    lines: lines.map((l, i) => ({
      id: String(i),
      kind: l.kind,
      bookedAt: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
      receivedAt: l.kind === 'recovery' || l.kind === 'recovery_report' ? '2026-02-27' : null,
      caseReference: l.kind === 'withdrawal_hold' || l.kind === 'payout' ? null : 'RC-2026-000042',
      source: l.kind === 'recovery' || l.kind === 'recovery_report' ? ('bank_recall' as const) : null,
      reference: l.kind === 'payout' ? 'PAY-7' : null,
      reason: l.reason ?? null,
      ...moneyFields('amount', l.amount),
      ...nullableMoneyFields('receivedAmount', l.received),
      ...nullableMoneyFields('feeAmount', l.fee),
      ...nullableMoneyFields('paidOutAmount', l.paidOut),
      ...moneyFields('availableChange', l.availableChange),
      ...moneyFields('heldChange', l.heldChange),
      ...moneyFields('availableBalance', l.availableBalance),
      ...moneyFields('heldBalance', l.heldBalance),
      ...moneyFields('reportedChange', l.reportedChange),
      ...moneyFields('reportedBalance', l.reportedBalance),
    })),
  };
}

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
/** The available-balance column of the last line, read back as a spreadsheet would (no quotes in it). */
const lastBalance = (csv: string) => rowsOf(csv).at(-1)!.split(',')[11];

describe('buildAccountingCsv', () => {
  it('opens, lists a recovery, a withdrawal, its payout and a reversal with the balance after each, and closes', () => {
    const recovery = recoveryPostings(123_457, 2000);
    const csv = buildAccountingCsv(
      statementOf([
        { kind: 'recovery', amount: 123_457, postings: recovery },
        { kind: 'withdrawal_hold', amount: 50_000, postings: holdPostings(50_000) },
        { kind: 'payout', amount: 50_000, postings: payoutPostings(50_000) },
        {
          kind: 'reversal',
          amount: 123_457,
          postings: reversalPostings(recoveryPostings(10_000, 2000)),
          reason: 'Bank "recalled" it, sorry',
        },
      ]),
      labels,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rowsOf(csv)).toEqual([
      'Booked on,Received on,Case,Type,Source,Reference,Amount recovered,Recovery fee,Paid out to you,Change in available balance,Change in amount held,Available balance,Currency,Details',
      '2026-03-01,,,Opening balance,,,,,,,,0.00,EUR,',
      '2026-03-01,2026-02-27,RC-2026-000042,kind:recovery,source:bank_recall,,1234.57,246.91,,987.66,0.00,987.66,EUR,',
      '2026-03-02,,,kind:withdrawal_hold,,,,,,-500.00,500.00,487.66,EUR,',
      '2026-03-03,,,kind:payout,,PAY-7,,,500.00,0.00,-500.00,487.66,EUR,',
      '2026-03-04,,RC-2026-000042,kind:reversal,,,-100.00,-20.00,,-80.00,0.00,407.66,EUR,"Bank ""recalled"" it, sorry"',
      '2026-03-04,,,Closing balance,,,,,,,,407.66,EUR,',
    ]);
  });

  it('lists a reported recovery as a memo line: 0 in every money column, its amount in words in Details', () => {
    const csv = buildAccountingCsv(
      statementOf([
        { kind: 'recovery_report', amount: 50_000, postings: reportPostings(50_000) },
        { kind: 'recovery', amount: 50_000, postings: confirmationPostings(50_000, 2000) },
        { kind: 'recovery_report', amount: 7_000, postings: reportPostings(7_000) },
        {
          kind: 'report_rejection',
          amount: 7_000,
          postings: reportClosurePostings(7_000),
          reason: 'Not on the bank statement',
        },
        { kind: 'recovery_report', amount: 1_000, postings: reportPostings(1_000) },
      ]),
      labels,
    );
    expect(rowsOf(csv).slice(1)).toEqual([
      '2026-03-01,,,Opening balance,,,,,,,,0.00,EUR,',
      '2026-03-01,2026-02-27,RC-2026-000042,kind:recovery_report,source:bank_recall,,,,,0.00,0.00,0.00,EUR,memo:500.00 EUR',
      '2026-03-02,2026-02-27,RC-2026-000042,kind:recovery,source:bank_recall,,500.00,100.00,,400.00,0.00,400.00,EUR,',
      '2026-03-03,2026-02-27,RC-2026-000042,kind:recovery_report,source:bank_recall,,,,,0.00,0.00,400.00,EUR,memo:70.00 EUR',
      '2026-03-04,,RC-2026-000042,kind:report_rejection,,,,,,0.00,0.00,400.00,EUR,cleared:70.00 EUR',
      '2026-03-05,2026-02-27,RC-2026-000042,kind:recovery_report,source:bank_recall,,,,,0.00,0.00,400.00,EUR,memo:10.00 EUR',
      // Closes on the available balance; the 10.00 still awaiting confirmation is in none of it.
      '2026-03-05,,,Closing balance,,,,,,,,400.00,EUR,',
    ]);
  });

  it("closes on the ledger's available balance over random sequences of postings", () => {
    fc.assert(
      fc.property(fc.array(moneyOperation, { maxLength: 25 }), (ops) => {
        const movements = bookMovements(ops);
        const csv = buildAccountingCsv(statementOf(movements), labels);
        const expected = deriveBalances(movements).available;
        expect(lastBalance(csv)).toBe((expected / 100).toFixed(2));
        expect(rowsOf(csv)).toHaveLength(movements.length + 3);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.00', false)).toBe('-12.00');
  });
});
