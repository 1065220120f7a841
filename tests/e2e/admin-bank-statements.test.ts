import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../src/server/modules/bank-statements/parse/fixtures/${name}`, import.meta.url));
const FIXTURE = fixture('camt053-several-entries.xml');

/** The statements section of the Financials tab, named by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openFinancials(page: Page, heading: string) {
  await page.goto('/admin-dashboard?tab=financials');
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

async function importStatement(page: Page, labels: { file: string; submit: string }, file = FIXTURE) {
  await page.getByLabel(labels.file).setInputFiles(file);
  await page.getByRole('button', { name: labels.submit }).click();
}

describe('the trust account statements on the Financials tab (issue 19)', () => {
  it('imports a camt.053 statement, lists it, shows its lines and refuses it a second time', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStaff(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await openFinancials(page, 'Financials');
    const statements = section(page, 'Trust account statements');
    // Other journeys on this server may have imported statements already (matching, issue 19).
    const imported = (await (await page.request.get('/api/admin/bank-statements')).json()) as {
      statements: unknown[];
    };
    if (imported.statements.length === 0)
      await statements.getByText('No statement has been imported yet.', { exact: false }).waitFor();

    await importStatement(page, { file: 'Statement file', submit: 'Import statement' });
    const table = statements.getByRole('table', { name: 'Imported bank statements, newest import first' });
    const row = table.getByRole('row', { name: /camt053-several-entries\.xml/ });
    await row.waitFor();
    // The period, the balances as the bank stated them, and the number of lines.
    const rowText = await row.textContent();
    expect(rowText).toContain('€12,500.00');
    expect(rowText).toContain('€20,650.50');
    expect(rowText).toMatch(/March 2, 2026 – March 6, 2026/);

    await row.getByRole('button', { name: 'View lines of camt053-several-entries.xml' }).click();
    const lines = statements.getByRole('table', {
      name: 'Booked lines of camt053-several-entries.xml, in the bank’s order',
    });
    await lines.getByRole('row').nth(3).waitFor();
    expect(await lines.getByRole('row').count()).toBe(4); // the header and three lines
    const lineText = await lines.textContent();
    expect(lineText).toContain('€15,000.00');
    expect(lineText).toContain('-€9,600.00');
    expect(lineText).toContain('Money out');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-bank-statements-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The same file again: refused, said in plain words beside the form, and nothing added (other
    // journeys on this server may have imported statements of their own: count, do not assume).
    const rowsBefore = await table.getByRole('row').count();
    await importStatement(page, { file: 'Statement file', submit: 'Import statement' });
    await statements.getByRole('alert').filter({ hasText: 'has already been imported' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(rowsBefore);
    expect(await axeViolations(page)).toEqual([]);

    // A bank's CSV export: its layout saved once, then the file imported with that mapping.
    await statements.getByText('Save a CSV column mapping').click();
    await page.getByLabel('Mapping name').fill('Signed export');
    await page.getByLabel('Booking date', { exact: true }).fill('Date');
    await page.getByLabel('Signed amount').fill('Amount');
    await statements.getByRole('textbox', { name: 'Currency', exact: true }).fill('Currency');
    await page.getByLabel('Counterparty name').fill('Counterparty');
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await page.getByText('Mapping “Signed export” saved.').waitFor();
    await page.getByLabel('Format', { exact: true }).selectOption('csv');
    await page.getByLabel('Column mapping').selectOption({ label: 'Signed export' });
    await importStatement(
      page,
      { file: 'Statement file', submit: 'Import statement' },
      fixture('statement-signed.csv'),
    );
    const csvRow = table.getByRole('row', { name: /statement-signed\.csv/ });
    await csvRow.waitFor();
    expect(await csvRow.textContent()).toContain('Not stated');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-bank-statements-csv-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // In German at 768 px: the same screen, and the refusal in the language on screen.
    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.setViewportSize({ width: 768, height: 1024 });
    await openFinancials(page, 'Finanzen');
    const german = section(page, 'Kontoauszüge des Treuhandkontos');
    await german.getByRole('button', { name: 'Buchungen ansehen: camt053-several-entries.xml' }).click();
    await german
      .getByRole('table', {
        name: 'Gebuchte Zeilen von camt053-several-entries.xml, in der Reihenfolge der Bank',
      })
      .waitFor();
    await importStatement(page, { file: 'Kontoauszugsdatei', submit: 'Kontoauszug importieren' });
    await german.getByRole('alert').filter({ hasText: 'bereits importiert' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-bank-statements-de-768.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.evaluate(() => window.localStorage.removeItem('language'));
  });
});
