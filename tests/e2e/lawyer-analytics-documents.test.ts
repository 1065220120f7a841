import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signInAsStaff } from './support/journeys';
import { acceptFeeAgreement, assignToDemoLawyer, recordRecovery, registerClient } from './support/portal';

const { newPage } = setupBrowser();

const SCREENSHOTS = 'test-results/screenshots';
const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PHASE_LABELS: Record<string, string> = {
  new: 'New',
  investigation: 'Investigation',
  evidence: 'Evidence collection',
  legal: 'Legal action',
  recovery: 'Asset recovery',
  completed: 'Completed',
  closed: 'Closed',
};

type Analytics = {
  currency: string;
  successRate: number | null;
  statusDistribution: { phase: string; count: number }[];
  recoveredByMonth: { month: string; recovered: number; fee: number }[];
};

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/lawyer-${name}-${width}.png`, fullPage: true });
  }
}

describe('the lawyer’s documents and analytics tabs', () => {
  it('lists a client’s upload as pending, rejects it with a note the client sees, and shows computed analytics', async () => {
    // A registered client on the demo desk, assigned to the demo lawyer, uploads a PDF.
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const lawyerApi = await assignToDemoLawyer(client.caseId);
    const name = `statement-${client.lastName}.pdf`;
    const upload = await clientPage.request.post(`/api/cases/${client.caseId}/documents`, {
      multipart: { file: { name, mimeType: 'application/pdf', buffer: smallPdf } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    // Money received on the case, so this month's bar has a figure from this test.
    await acceptFeeAgreement(clientPage, client);
    await recordRecovery(lawyerApi, client.caseId, 1234.5);
    await lawyerApi.dispose();

    const page = await newPage();
    await signInAsStaff(page, '/login', DEMO.lawyer);
    await page.waitForURL('**/lawyer-dashboard**');
    await page.goto('/lawyer-dashboard?tab=documents');
    await page.getByRole('heading', { name: 'Documents', level: 2 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Pending review').waitFor();
    await row.getByRole('button', { name: `Open case ${client.caseReference}` }).waitFor();
    await row.getByText(`${client.firstName} ${client.lastName}`).waitFor();
    await row.getByRole('link', { name: `Download ${name}` }).waitFor();

    // The filter asks the server: the pending upload is among the pending, not among the verified.
    await page.getByLabel('Status').selectOption('verified');
    await expect.poll(() => row.count()).toBe(0);
    await page.getByLabel('Status').selectOption('pending');
    await row.getByText('Pending review').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'documents');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Status').selectOption('');

    // A rejection needs a note; the note is what the client reads.
    await row.getByRole('button', { name: `Review ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${name}` });
    await dialog.getByRole('radio', { name: 'Reject' }).check();
    await dialog.getByRole('button', { name: 'Save review' }).click();
    await dialog.getByText('Tell the client why the document was rejected.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/lawyer-documents-review-1280.png` });
    const note = 'The second page is missing. Please upload the full statement.';
    await dialog.getByLabel('Note to the client').fill(note);
    await dialog.getByRole('button', { name: 'Save review' }).click();
    await notifications(page).getByText('Document rejected').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Rejected').waitFor();
    await row.getByText(note).waitFor();

    const seen = await clientPage.request.get(`/api/cases/${client.caseId}/documents`);
    const mine = (
      (await seen.json()) as { documents: { name: string; status: string; reviewNote: string }[] }
    ).documents;
    expect(mine.find((d) => d.name === name)).toMatchObject({ status: 'rejected', reviewNote: note });

    // The case reference opens the case.
    await row.getByRole('button', { name: `Open case ${client.caseReference}` }).click();
    await page.waitForURL((url) => url.searchParams.get('case') === client.caseId);

    // Analytics: the same figures the API computes, as a person reads them.
    await page.goto('/lawyer-dashboard?tab=analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 2 }).waitFor();
    const api = (await (await page.request.get('/api/lawyer/analytics')).json()) as Analytics;
    const rate =
      api.successRate === null
        ? '—'
        : new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(
            api.successRate / 100,
          );
    const successCard = page.getByRole('region', { name: 'Success rate vs target' });
    await successCard.getByText(rate, { exact: true }).waitFor();
    await successCard.getByText(/^Target: \d/).waitFor();
    await page.getByRole('region', { name: 'Average recovery time vs target' }).waitFor();
    await page.getByRole('region', { name: 'Client satisfaction' }).waitFor();

    const phases = page.getByRole('region', { name: 'Cases by phase' });
    expect(await phases.locator('svg').count()).toBeGreaterThan(0);
    for (const { phase, count } of api.statusDistribution) {
      const phaseRow = phases
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: PHASE_LABELS[phase], exact: true }) });
      expect(await phaseRow.getByRole('cell').textContent()).toBe(String(count));
    }

    const money = page.getByRole('region', { name: 'Recovered per month' });
    expect(await money.locator('svg').count()).toBeGreaterThan(0);
    const thisMonth = api.recoveredByMonth.at(-1)!;
    expect(thisMonth.recovered).toBeGreaterThanOrEqual(1234.5);
    const usd = (n: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: api.currency }).format(n);
    const monthName = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${thisMonth.month}-01T00:00:00Z`));
    const monthRow = money
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: monthName, exact: true }) });
    expect(await monthRow.getByRole('cell').allTextContents()).toEqual([
      usd(thisMonth.recovered),
      usd(thisMonth.fee),
    ]);

    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'analytics');
  });
});
