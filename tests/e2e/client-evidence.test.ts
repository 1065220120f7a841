import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { notifications } from './support/journeys';
import { openPortal, registerClient } from './support/portal';

const { newPage } = setupBrowser();

const SCREENSHOTS = 'test-results/screenshots';
const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A Windows program ("MZ" header) given a .pdf name: only the server's sniffing can tell. */
const renamedProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);

const documentsList = (page: Page) => page.getByRole('list', { name: 'Your documents' });
const isUpload = (url: URL) => /\/api\/cases\/[^/]+\/documents$/.test(url.pathname);

async function listedNames(page: Page, caseId: string): Promise<string[]> {
  const response = await page.request.get(`/api/cases/${caseId}/documents`);
  return ((await response.json()) as { documents: { name: string }[] }).documents.map((d) => d.name);
}

describe('the evidence tab of a newly registered client', () => {
  it('uploads a PDF with progress, refuses a large file and a renamed program, and takes a note', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    await openPortal(page, 'evidence');
    await page.getByRole('heading', { name: 'Evidence', level: 2 }).waitFor();
    await page.getByText('No documents yet.').waitFor();
    await page.getByText('Your police report, if you have filed one').waitFor();

    // Held briefly on its way out, so the progress bar can be seen before the verdict.
    const posted: string[] = [];
    await page.route(isUpload, async (route) => {
      if (route.request().method() === 'POST') {
        posted.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue();
    });

    const chooser = page.getByLabel('Choose files');
    await chooser.setInputFiles({
      name: 'transfer-receipt.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf,
    });
    await page.getByRole('progressbar', { name: 'Uploading transfer-receipt.pdf' }).waitFor();
    await page
      .getByText('Received. It is listed under your documents, waiting for review by your legal team.')
      .waitFor();
    const row = documentsList(page).getByRole('listitem').filter({ hasText: 'transfer-receipt.pdf' });
    await row.getByText('Waiting for review').waitFor();
    await row.getByText('Uploaded by you').waitFor();
    await row.getByRole('link', { name: 'Download transfer-receipt.pdf' }).waitFor();
    expect(posted).toHaveLength(1);

    // Over 10 MB: refused here, never sent.
    await chooser.setInputFiles({
      name: 'bank-statements.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(11 * 1024 * 1024, 0x20),
    });
    await page
      .getByText(
        'This file is larger than 10 MB, so it was not sent. Please choose a smaller file or split it into parts.',
      )
      .waitFor();
    expect(posted).toHaveLength(1);

    // A program named .pdf passes the name check; the server reads its bytes and refuses it (415).
    const refusal = page.waitForResponse(
      (r) => isUpload(new URL(r.url())) && r.request().method() === 'POST',
    );
    await chooser.setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: renamedProgram,
    });
    expect((await refusal).status()).toBe(415);
    await page
      .getByText('This file type is not accepted. Please upload a PDF, JPG, PNG, DOC, DOCX file.')
      .waitFor();

    expect(await listedNames(page, client.caseId)).toEqual(['transfer-receipt.pdf']);
    await expect.poll(() => documentsList(page).getByRole('listitem').count()).toBe(1);

    // The note: the schema's message when empty, then a success toast.
    await page.getByRole('button', { name: 'Submit Note' }).click();
    await page.getByText('Write your note first').waitFor();
    await page.getByLabel('Your note').fill('The platform asked for a "release fee" on 3 March by phone.');
    await page.getByRole('button', { name: 'Submit Note' }).click();
    await notifications(page).getByText('Note added').waitFor();
    expect(await page.getByLabel('Your note').inputValue()).toBe('');
    const dashboard = await page.request.get('/api/client/dashboard');
    const activity = ((await dashboard.json()) as { recentActivity: { kind: string }[] }).recentActivity;
    expect(activity.map((a) => a.kind)).toContain('client_note');

    expect(await axeViolations(page)).toEqual([]);

    // The toast goes by itself; the screenshots show the tab without it.
    await notifications(page).getByText('Note added').waitFor({ state: 'detached', timeout: 15_000 });
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/client-evidence-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Evidence', level: 2 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/client-evidence-390.png`, fullPage: true });
  });
});
