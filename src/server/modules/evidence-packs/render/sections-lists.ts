import { fillText } from './labels';
import { COLORS } from './page-flow';
import type { SectionArgs } from './sections-case';
import { drawTable, type Run } from './table';

/** 4: identifiers tied to the fraud, how far the firm has checked them, and whether they recur. */
export function drawIndicators({ flow, input, texts, format }: SectionArgs, heading: string): void {
  flow.heading(heading);
  if (input.indicators.length === 0) {
    flow.paragraph(texts.empty.indicators, { color: COLORS.muted });
    return;
  }
  const labels = texts.indicators;
  drawTable(flow, {
    columns: [
      { header: labels.kind, weight: 22 },
      { header: labels.value, weight: 48 },
      { header: labels.status, weight: 30 },
    ],
    rows: input.indicators.map((indicator) => {
      const status: Run[] = [{ text: texts.statuses[indicator.status] }];
      if (indicator.otherCases > 0) {
        const template = format.isOne(indicator.otherCases) ? labels.seenOne : labels.seenOther;
        status.push({
          text: fillText(template, { count: format.integer(indicator.otherCases) }),
          color: COLORS.muted,
        });
      }
      return [
        [{ text: texts.indicatorKinds[indicator.kind] }],
        [{ text: indicator.value, font: 'mono', size: 7.5 }],
        status,
      ];
    }),
  });
}

/** 5: what happened when, in the addressee's language, times in UTC. */
export function drawTimeline({ flow, input, texts, format }: SectionArgs, heading: string): void {
  flow.heading(heading);
  if (input.timeline.length === 0) {
    flow.paragraph(texts.empty.timeline, { color: COLORS.muted });
    return;
  }
  drawTable(flow, {
    columns: [
      { header: texts.timeline.at, weight: 24 },
      { header: texts.timeline.event, weight: 76 },
    ],
    rows: input.timeline.map((event) => [[{ text: format.dateTime(event.at) }], [{ text: event.text }]]),
  });
}

/** 6: every document with its full SHA-256, never shortened: the recipient checks their copy against it. */
export function drawDocuments({ flow, input, texts, format }: SectionArgs, heading: string): void {
  flow.heading(heading);
  if (input.documents.length === 0) {
    flow.paragraph(texts.empty.documents, { color: COLORS.muted });
    return;
  }
  const labels = texts.documents;
  drawTable(flow, {
    columns: [
      { header: labels.number, weight: 5, align: 'right' },
      { header: labels.name, weight: 27 },
      { header: labels.uploadedAt, weight: 20 },
      { header: labels.size, weight: 10, align: 'right' },
      { header: labels.sha256, weight: 38 },
    ],
    fontSize: 7.5,
    rows: input.documents.map((document, index) => [
      [{ text: format.integer(index + 1), color: COLORS.muted }],
      [{ text: document.name }],
      [{ text: format.dateTime(document.uploadedAt) }],
      [{ text: format.size(document.sizeBytes) }],
      [{ text: document.sha256.toLowerCase(), font: 'mono', size: 7 }],
    ]),
  });
}

/** The closing statement: how the recipient verifies the documents and the pack itself. */
export function drawClosing({ flow, input, texts }: SectionArgs): void {
  const closing = texts.closing;
  // Kept with its first paragraph, which moves to the next page whole when it does not fit.
  flow.heading(texts.sections.verification, flow.paragraphHeight(closing.documents));
  for (const text of [
    closing.documents,
    fillText(closing.pack, { firm: input.firm.name }),
    closing.archive,
  ]) {
    flow.paragraph(text, {}, { keepTogether: true });
    flow.gap(5);
  }
}
