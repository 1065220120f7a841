import { PDFDocument } from 'pdf-lib';
import { embedFonts } from './fonts';
import { createFormatters } from './format';
import { evidenceLabels, fillText } from './labels';
import { drawPageChrome } from './page-chrome';
import { PageFlow } from './page-flow';
import { drawPayments } from './section-payments';
import { drawCaseSummary, drawClient, type SectionArgs } from './sections-case';
import { drawClosing, drawDocuments, drawIndicators, drawTimeline } from './sections-lists';
import { drawTitleBlock } from './title-block';
import type { EvidencePackInput } from './types';

const PRODUCER = 'Recourse';

/**
 * The evidence pack as a PDF for a bank, an exchange, the police or a regulator: A4, every fixed
 * text in the addressee's language, every date and amount through Intl. Pure: the same input
 * gives the same pages, and nothing is read but the input and the embedded font.
 */
export async function renderEvidencePdf(input: EvidencePackInput): Promise<Uint8Array> {
  const texts = evidenceLabels(input.language);
  const format = createFormatters(input.language);
  // Metadata is set below from the input, not from the clock, so a re-render matches the original.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);

  const subject = fillText(texts.subject, { reference: input.case.reference, title: input.case.title });
  doc.setTitle(`${texts.title} · ${input.case.reference}`, { showInWindowTitleBar: true });
  doc.setSubject(subject);
  doc.setAuthor(input.firm.name);
  doc.setLanguage(input.language);
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  const flow = new PageFlow(doc, fonts);
  const args: SectionArgs = { flow, input, texts, format };
  drawTitleBlock(flow, input, texts, format);
  const sections = [
    [drawCaseSummary, texts.sections.summary],
    [drawClient, texts.sections.client],
    [drawPayments, texts.sections.payments],
    [drawIndicators, texts.sections.indicators],
    [drawTimeline, texts.sections.timeline],
    [drawDocuments, texts.sections.documents],
  ] as const;
  sections.forEach(([draw, title], index) => {
    draw(args, `${format.integer(index + 1)}. ${title}`);
  });
  drawClosing(args);

  const generated = fillText(texts.footer.generated, {
    date: format.longDate(input.generatedAt),
    name: input.generatedBy,
  });
  drawPageChrome(doc, fonts, {
    runningHead: { left: `${texts.title} · ${input.case.reference}`, right: input.firm.name },
    footerLeft: `${fillText(texts.footer.case, { reference: input.case.reference })} · ${generated}`,
    pageLabel: (page, pages) => fillText(texts.footer.page, { page, pages }),
  });
  return doc.save();
}
