import { COLORS, type PageFlow } from './page-flow';
import { drawTable, type Run } from './table';

/** A label and its value, as a two-column list; a value may be several runs (a name and its kind). */
export type Field = { label: string; value: string | Run[] };

/** Label/value pairs down the page, labels in a narrow muted column so the values line up. */
export function drawFields(flow: PageFlow, fields: Field[], labelWeight = 28): void {
  if (fields.length === 0) return;
  drawTable(flow, {
    columns: [
      { header: '', weight: labelWeight },
      { header: '', weight: 100 - labelWeight },
    ],
    rows: fields.map((field) => [
      [{ text: field.label, font: 'bold', color: COLORS.muted }],
      typeof field.value === 'string' ? [{ text: field.value }] : field.value,
    ]),
    showHeader: false,
    striped: false,
    fontSize: 9,
  });
}
