import { drawFields } from './fields';
import type { Formatters } from './format';
import type { EvidenceTexts } from './labels';
import { COLORS, type PageFlow } from './page-flow';
import type { EvidencePackInput } from './types';

/** The top of page 1: who sends the pack, what it is, to whom, under which references and when. */
export function drawTitleBlock(
  flow: PageFlow,
  input: EvidencePackInput,
  texts: EvidenceTexts,
  format: Formatters,
): void {
  flow.paragraph(input.firm.name, { font: 'bold', size: 11, color: COLORS.accent });
  const contact = [input.firm.address, input.firm.email, input.firm.phone].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  for (const part of contact) flow.paragraph(part, { size: 8, color: COLORS.muted });
  flow.gap(18);
  flow.paragraph(texts.title, { font: 'bold', size: 22 });
  flow.gap(2);
  flow.paragraph(`${input.case.reference} · ${input.case.title}`, { size: 11, color: COLORS.muted });
  flow.gap(12);

  const addressee = [
    { text: input.addressee.name, font: 'bold' as const },
    { text: texts.addressees[input.addressee.kind], color: COLORS.muted },
  ];
  drawFields(flow, [
    { label: texts.header.addressedTo, value: addressee },
    ...(input.addressee.reference?.trim()
      ? [{ label: texts.header.yourReference, value: input.addressee.reference }]
      : []),
    { label: texts.header.caseReference, value: input.case.reference },
    { label: texts.header.generatedOn, value: format.longDate(input.generatedAt) },
    { label: texts.header.preparedBy, value: `${input.generatedBy}, ${input.firm.name}` },
  ]);
}
