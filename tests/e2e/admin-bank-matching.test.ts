import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';
import { acceptFeeAgreement, assignToDemoLawyer, registerClient } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

/** A part of the Financials tab, named by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openFinancials(page: Page, heading: string) {
  await page.goto('/admin-dashboard?tab=financials');
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/**
 * Imports a CSV statement through the API on the admin's browser session (no second sign-in, so
 * no second authenticator code): a mapping for this layout, then the file with it.
 */
async function importCsv(page: Page, fileName: string, currency: string, csv: string) {
  const saved = await page.request.post('/api/admin/bank-statements/csv-mappings', {
    data: {
      name: 'Matching journey export',
      mapping: {
        delimiter: ',',
        hasHeader: true,
        dateFormat: 'YYYY-MM-DD',
        decimalSeparator: '.',
        currency,
        columns: {
          bookingDate: 'Date',
          valueDate: 'Value date',
          description: 'Description',
          reference: 'Reference',
          counterpartyName: 'Counterparty',
          amount: 'Amount',
          currency: 'Currency',
        },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id: mappingId } = (await saved.json()) as { id: string };
  const imported = await page.request.post('/api/admin/bank-statements', {
    multipart: {
      format: 'csv',
      mappingId,
      file: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
}

describe('matching bank statement lines on the Financials tab (issue 19 item 3)', () => {
  it('matches a reported recovery on import, sets a bank fee aside, and leaves nothing of the statement to match', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // A fresh client's case with the demo lawyer, who reports money received for it (D26).
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await acceptFeeAgreement(clientPage, client);
    const lawyer = await assignToDemoLawyer(client.caseId);
    const suffix = randomBytes(3).toString('hex');
    const reference = `MATCH-${suffix}`;
    // Odd cents, so no other open entry of the shared demo server ties with it.
    const amount = `${randomInt(2000, 9000)}.${String(randomInt(10, 99))}`;
    const fee = `-${randomInt(3, 9)}.${String(randomInt(10, 99))}`;
    const today = new Date().toISOString().slice(0, 10);
    const reported = await lawyer.post(`/api/cases/${client.caseId}/recoveries`, {
      headers: { 'Idempotency-Key': `e2e-match-${suffix}` },
      data: { amount: Number(amount), receivedAt: today, source: 'bank_recall', reference },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    // The case's own currency (a registration's, not necessarily euros): the statement's too.
    const { currency } = (await reported.json()) as { currency: string };
    await lawyer.dispose();

    const page = await newPage();
    await signInAsStaff(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    const fileName = `matching-${suffix}.csv`;
    await importCsv(
      page,
      fileName,
      currency,
      [
        'Date,Value date,Description,Reference,Counterparty,Amount,Currency',
        `${today},${today},Recovery ${reference},BNK-${suffix}-1,Nordwind Handels GmbH,${amount},${currency}`,
        `${today},${today},Monthly account fee,BNK-${suffix}-2,,${fee},${currency}`,
      ].join('\n'),
    );

    await openFinancials(page, 'Financials');
    const statements = section(page, 'Trust account statements');
    const row = statements
      .getByRole('table', { name: 'Imported bank statements, newest import first' })
      .getByRole('row', { name: new RegExp(fileName.replace('.', '\\.')) });
    // The import matched the credit to the report (and so confirmed it); the fee waits.
    await row.getByText('1 of 2 lines explained').waitFor();
    const toMatch = section(page, 'To match');
    await toMatch.getByText(`Line 2 of ${fileName}`).waitFor();

    await row.getByRole('button', { name: `View lines of ${fileName}` }).click();
    const lines = statements.getByRole('table', { name: `Booked lines of ${fileName}, in the bank’s order` });
    const recovery = lines.getByRole('row').filter({ hasText: `Recovery ${reference}` });
    await recovery.getByText('Matched automatically on import').waitFor();
    expect(await recovery.textContent()).toContain(`Case ${client.caseReference}`);
    await recovery.getByRole('button', { name: /^Unmatch…/ }).waitFor();

    const feeRow = lines.getByRole('row').filter({ hasText: 'Monthly account fee' });
    await feeRow.getByText('Unmatched', { exact: true }).waitFor();
    // Match… lists the open entries, those of the line's direction and amount first (none here).
    await feeRow.getByRole('button', { name: /^Match…/ }).click();
    const matchDialog = page.getByRole('dialog', { name: /^Match / });
    await matchDialog.getByText("No open entry has this line's direction and amount.").waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-bank-matching-dialog-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
    await matchDialog.getByRole('button', { name: 'Cancel' }).click();
    await matchDialog.waitFor({ state: 'detached' });

    await feeRow.getByRole('button', { name: /^Not client money…/ }).click();
    const dialog = page.getByRole('dialog', { name: /aside as not client money\?$/ });
    await dialog.getByLabel('Reason').fill('Monthly account fee of the bank');
    await dialog.getByRole('button', { name: 'Set aside', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await feeRow.getByText('Reason: Monthly account fee of the bank').waitFor();
    await row.getByText('2 of 2 lines explained').waitFor();
    // Nothing of this statement is left to match.
    await expect.poll(async () => (await toMatch.textContent()) ?? '').not.toContain(fileName);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-bank-matching-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // In German at 768 px: the lines' status and the To match section, nothing sticking out.
    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.setViewportSize({ width: 768, height: 1024 });
    await openFinancials(page, 'Finanzen');
    const german = section(page, 'Kontoauszüge des Treuhandkontos');
    await german.getByRole('button', { name: `Buchungen ansehen: ${fileName}` }).click();
    await german.getByText('Beim Import automatisch zugeordnet').waitFor();
    await section(page, 'Noch zuzuordnen').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-bank-matching-de-768.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.evaluate(() => window.localStorage.removeItem('language'));
  });
});
