import { drawFields, type Field } from './fields';
import type { Formatters } from './format';
import type { EvidenceTexts } from './labels';
import { COLORS, type PageFlow } from './page-flow';
import type { EvidencePackInput } from './types';

type SectionArgs = { flow: PageFlow; input: EvidencePackInput; texts: EvidenceTexts; format: Formatters };

/** 1: the case in a few fields, then the facts as the lawyer wrote them. */
export function drawCaseSummary({ flow, input, texts, format }: SectionArgs, heading: string): void {
  flow.heading(heading);
  drawFields(flow, [
    { label: texts.summary.title, value: input.case.title },
    { label: texts.summary.fraudType, value: input.case.fraudType },
    { label: texts.summary.openedOn, value: format.date(input.case.openedOn) },
    {
      label: texts.summary.amountLost,
      value: [{ text: format.money(input.case.amountLostCents, input.case.currency), font: 'bold' }],
    },
  ]);
  if (!input.case.summary.trim()) return;
  flow.gap(10);
  flow.paragraph(texts.summary.summary, { font: 'bold', size: 9, color: COLORS.muted });
  flow.gap(2);
  flow.paragraph(input.case.summary);
}

/** 2: only what the firm chose to share; a field left out is not printed, not even its label. */
export function drawClient({ flow, input, texts, format }: SectionArgs, heading: string): void {
  flow.heading(heading);
  const { client } = input;
  const optional: Array<[keyof typeof texts.client, string | undefined, (value: string) => string]> = [
    ['dateOfBirth', client.dateOfBirth, format.date],
    ['country', client.country, format.country],
    ['email', client.email, (value) => value],
    ['phone', client.phone, (value) => value],
    ['address', client.address, (value) => value],
  ];
  const fields: Field[] = [
    { label: texts.client.fullName, value: [{ text: client.fullName, font: 'bold' }] },
  ];
  for (const [key, value, show] of optional) {
    if (value?.trim()) fields.push({ label: texts.client[key], value: show(value.trim()) });
  }
  drawFields(flow, fields);
}

export type { SectionArgs };
