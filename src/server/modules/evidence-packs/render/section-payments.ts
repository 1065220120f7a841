import { COLORS } from './page-flow';
import type { SectionArgs } from './sections-case';
import { drawTable, type Run } from './table';

/**
 * 3: every payment the client made, oldest first as given, with where the money went. The
 * destination and the hash are in the monospaced font: in a wallet address l, 1, O and 0 must be
 * told apart, and a recipient will type them into a block explorer or a payment search.
 */
export function drawPayments({ flow, input, texts, format }: SectionArgs, heading: string): void {
  flow.heading(heading);
  if (input.payments.length === 0) {
    flow.paragraph(texts.empty.payments, { color: COLORS.muted });
    return;
  }
  const labels = texts.payments;
  drawTable(flow, {
    columns: [
      // Weights in points of the 505-point text width: the date, amount and method columns hold
      // the longest value of any language unbroken, and a hash breaks into two halves of 33.
      { header: labels.number, weight: 24, align: 'right' },
      { header: labels.date, weight: 60 },
      { header: labels.amount, weight: 70, align: 'right' },
      { header: labels.method, weight: 77 },
      { header: labels.destination, weight: 125 },
      { header: labels.network, weight: 149 },
    ],
    fontSize: 7.5,
    rows: input.payments.map((payment, index) => {
      const trail: Run[] = [];
      if (payment.network?.trim()) trail.push({ text: payment.network, font: 'bold' });
      if (payment.txHash?.trim()) trail.push({ text: payment.txHash, font: 'mono', size: 7 });
      if (payment.note?.trim()) trail.push({ text: payment.note, color: COLORS.muted, size: 7 });
      return [
        [{ text: format.integer(index + 1), color: COLORS.muted }],
        [{ text: format.date(payment.paidOn) }],
        [{ text: format.money(payment.amountCents, payment.currency), font: 'bold' }],
        [{ text: texts.methods[payment.method] }],
        [{ text: payment.destination, font: 'mono', size: 7 }],
        trail.length > 0 ? trail : [{ text: '—', color: COLORS.muted }],
      ];
    }),
  });

  // Totals per currency: payments in several currencies are never added together.
  const totals = new Map<string, number>();
  for (const payment of input.payments) {
    totals.set(payment.currency, (totals.get(payment.currency) ?? 0) + payment.amountCents);
  }
  flow.gap(2);
  drawTable(flow, {
    columns: [
      { header: '', weight: 70, align: 'right' },
      { header: '', weight: 30, align: 'right' },
    ],
    rows: [...totals].map(([currency, cents], index) => [
      index === 0 ? [{ text: labels.total, font: 'bold', color: COLORS.muted }] : [],
      [{ text: format.money(cents, currency), font: 'bold' }],
    ]),
    showHeader: false,
    striped: false,
    fontSize: 9,
  });
}
