import { createHash } from 'node:crypto';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderEvidencePdf } from './pdf';
import { pdfFonts, pdfText, squash } from './pdf-text.test-support';
import { samplePack } from './sample-pack.test-support';

/** The realistic pack, read back as a recipient's tools read it. */

const input = samplePack();
const euros = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

let pdf: Uint8Array;
let layout: string;
let raw: string;
beforeAll(async () => {
  pdf = await renderEvidencePdf(input);
  layout = pdfText(pdf, 'layout');
  raw = squash(pdfText(pdf, 'raw'));
});

describe('the evidence pack PDF of a realistic case', () => {
  it('carries every payment’s amount, destination and transaction hash, whole', () => {
    expect(input.payments).toHaveLength(40);
    for (const payment of input.payments) {
      expect(raw).toContain(squash(euros(payment.amountCents, payment.currency)));
      expect(raw).toContain(squash(payment.destination));
      if (payment.txHash) expect(raw).toContain(payment.txHash);
    }
  });

  it('prints every document’s full SHA-256, never shortened', () => {
    expect(input.documents).toHaveLength(15);
    for (const document of input.documents) expect(raw).toContain(document.sha256);
    expect(raw).toContain(squash(input.documents[3]!.name));
  });

  it('lists the indicators and the timeline', () => {
    for (const indicator of input.indicators) expect(raw).toContain(squash(indicator.value));
    expect(layout).toContain('Also seen in 1 other case');
    expect(layout).toContain('Also seen in 2 other cases');
    expect(layout).not.toContain('Also seen in 0');
    for (const event of input.timeline) expect(raw).toContain(squash(event.text));
  });

  it('runs over several pages, each with its footer, and names the client in full', () => {
    const pages = /Page 1 of (\d+)/.exec(layout);
    expect(pages).not.toBeNull();
    const count = Number(pages![1]);
    expect(count).toBeGreaterThan(1);
    for (let page = 1; page <= count; page++) expect(layout).toContain(`Page ${page} of ${count}`);
    expect(layout.match(/Case RC-2025-0042 · Generated March 7, 2025 by Mr Jörg Ångström/g)).toHaveLength(
      count,
    );
    expect(layout).toContain('Łukasz Żółć');
    expect(layout).toContain('Van Dijk & Ørsted Advocaten');
    expect(layout).toContain('€1,234,567.89');
  });

  it('repeats the payment table’s header on every page it reaches', () => {
    const pagesWithPayments = layout.split('\f').filter((page) => /TRX PAY\*|0x[0-9a-f]{16}|bc1q/.test(page));
    expect(pagesWithPayments.length).toBeGreaterThan(1);
    for (const page of pagesWithPayments.filter((p) => p.includes('Sent through'))) {
      expect(page).toContain('Beneficiary / destination');
    }
  });

  it('ends with the statement on verifying the documents and the pack', () => {
    expect(layout).toContain('Verification of this pack');
    expect(squash(layout)).toContain(squash('in the case file kept by Van Dijk & Ørsted Advocaten'));
  });

  it('sets the metadata a document system files it by', async () => {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Evidence pack · RC-2025-0042');
    expect(doc.getAuthor()).toBe('Van Dijk & Ørsted Advocaten');
    expect(doc.getSubject()).toBe('Case RC-2025-0042: Fake trading platform “BitNova Capital”');
    expect(doc.getCreator()).toBe('Recourse');
    expect(doc.getProducer()).toBe('Recourse');
    expect(doc.getCreationDate()?.toISOString()).toBe(input.generatedAt.toISOString());
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en');
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('embeds subsets of its fonts, so it prints the same on any machine', () => {
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true });
  });

  it('renders the same bytes from the same input, so its registered SHA-256 can be reproduced', async () => {
    const again = await renderEvidencePdf(samplePack());
    const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(again)).toBe(hash(pdf));
  });
});
