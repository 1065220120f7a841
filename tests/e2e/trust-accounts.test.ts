import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { startBuiltServer } from './support/global-setup';
import { DEMO, signInAsStaff } from './support/journeys';
import { staffApi } from './support/portal';

/**
 * Issue 32 item 1 (D42) on a server of its own, so its CHF month holds only this journey's money:
 * an admin proposes the Swiss trust account on the Financials tab; the second admin (German)
 * approves it in the Approvals tab; it is listed; the bank's real camt.053 of that account (a
 * public file of the ofxstatement project) is imported; its line is set aside as not client money
 * (no case can be in CHF: registration opens every case in USD); January 2023, picked in the month
 * list that reaches back to the opening date, is signed off with the opening balance brought forward.
 */
const { newPage: newSharedPage } = setupBrowser();
const SHOTS = 'test-results/screenshots';
const STATEMENT = fileURLToPath(
  new URL('../fixtures/bank/camt/ofxstatement-iso20022-camt053.xml', import.meta.url),
);
let server: Awaited<ReturnType<typeof startBuiltServer>>;
let admin: APIRequestContext;
const newPage = () => newSharedPage({ baseURL: server.baseURL });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startBuiltServer({});
  admin = await staffApi('admin', server.baseURL);
});
afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
});

async function financials(page: Page, who: { username: string; password: string }) {
  await signInAsStaff(page, '/admin-login', who);
  await page.waitForURL('**/admin-dashboard');
  await page.goto('/admin-dashboard?tab=financials');
}

/** Clicks `submit`; when the identity check is asked for, answers it with the password. */
async function sendWithCheck(page: Page, submit: Locator, done: Locator, password: string) {
  await submit.click();
  const check = page.getByRole('dialog', { name: 'Confirm it is you' });
  await Promise.race([done.waitFor(), check.waitFor()]);
  if (await check.isVisible()) {
    await check.getByLabel('Password').fill(password);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await done.waitFor();
  }
}

describe('a trust account registered by two admins, then its statement reconciled (D42)', () => {
  it('proposes, approves, lists, imports the real CHF statement and signs January 2023 off', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await financials(page, DEMO.admin);
    const accounts = page.getByRole('region', { name: 'Trust accounts', exact: true });
    // The demo's EUR and USD accounts, the IBAN in groups of four.
    await accounts.getByText('DE89 3704 0044 0532 0130 00', { exact: true }).waitFor();
    await accounts.getByText('GB29 NWBK 6016 1331 9268 19', { exact: true }).waitFor();

    // A mistake first: the form says what is missing under each field and sends nothing.
    await accounts.getByText('Propose a trust account', { exact: true }).first().click();
    await accounts.getByRole('button', { name: 'Propose account' }).click();
    await accounts.getByText('Enter the bank’s name.').waitFor();
    await accounts.getByText('Enter the account’s IBAN.').waitFor();
    await accounts.getByText('Choose the account’s currency.').waitFor();

    await accounts.getByLabel('Bank name').fill('Zürcher Kantonalbank');
    await accounts.getByLabel('Currency').selectOption('CHF');
    await accounts.getByLabel('Account number and bank code').check();
    await accounts.getByLabel('Account number', { exact: true }).fill('0035-2915203-10-000');
    await accounts.getByLabel('Bank code', { exact: true }).fill('00700');
    await accounts.getByLabel('BIC').fill('ZKBKCHZZ80A');
    await accounts.getByLabel('Opening date').fill('2023-01-01');
    await accounts.getByLabel('Opening balance').fill('832.01');
    await sendWithCheck(
      page,
      accounts.getByRole('button', { name: 'Propose account' }),
      page.getByText('Trust account proposed', { exact: true }),
      DEMO.admin.password,
    );
    const pending = accounts.getByRole('region', { name: 'Waiting for a second administrator' });
    await pending.getByText('Zürcher Kantonalbank · CHF · 0035291520310000', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/trust-accounts-proposed-en.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The second admin reads German: the account as it would be registered, then approves it.
    const second = await newPage();
    await second.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(second, '/admin-login', DEMO.accounts);
    await second.waitForURL('**/admin-dashboard');
    await second.evaluate(() => window.localStorage.setItem('language', 'de'));
    await second.goto('/admin-dashboard?tab=approvals');
    const card = second.getByRole('article', { name: 'Neues Treuhandkonto' }).first();
    await card.getByText('Zürcher Kantonalbank').waitFor();
    await card.getByText('0035291520310000 · Bankleitzahl 00700').waitFor();
    await card.getByText('ZKBKCHZZ80A').waitFor();
    await second.screenshot({ path: `${SHOTS}/trust-accounts-approval-de.png`, fullPage: true });
    await card.getByRole('button', { name: 'Genehmigen' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'Diese Änderung genehmigen?' });
    await sendWithCheck(
      second,
      dialog.getByRole('button', { name: 'Genehmigen' }),
      second.getByText('Änderung genehmigt', { exact: true }),
      DEMO.accounts.password,
    );

    // Listed for the first admin, with who proposed and who approved it.
    await page.reload();
    const listed = accounts.getByRole('listitem').filter({ hasText: 'Zürcher Kantonalbank' });
    await listed.waitFor();
    const text = await listed.textContent();
    expect(text).toContain('0035291520310000 · bank code 00700');
    expect(text).toContain('ZKBKCHZZ80A');
    expect(text).toContain('January 1, 2023');
    expect(text).toMatch(/CHF\s832\.01/); // Intl puts a no-break space after the code
    expect(text).toMatch(/Proposed by .+, approved by .+/);
    await accounts.screenshot({ path: `${SHOTS}/trust-accounts-listed-en.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.screenshot({ path: `${SHOTS}/trust-accounts-listed-en-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The bank's statement of the account: one credit of CHF 1,284.30 on 25 January 2023.
    const statements = page.getByRole('region', { name: 'Trust account statements', exact: true });
    await statements.getByLabel('Statement file').setInputFiles(STATEMENT);
    await statements.getByRole('button', { name: 'Import statement' }).click();
    await statements
      .getByRole('table', { name: 'Imported bank statements, newest import first' })
      .getByRole('row', { name: /ofxstatement-iso20022-camt053\.xml/ })
      .waitFor();

    // No case is in CHF (registration opens cases in USD), so nothing can be matched: the line
    // is set aside as not client money, with the reason.
    await statements
      .getByRole('button', { name: /Not client money… CHF 1,284\.30/ })
      .first()
      .click();
    const aside = page.getByRole('dialog', { name: /Set CHF 1,284\.30 .* aside as not client money\?/ });
    await aside.getByLabel('Reason').fill('End-to-end journey: no client case is kept in CHF.');
    await sendWithCheck(
      page,
      aside.getByRole('button', { name: 'Set aside' }),
      page.getByText(/is set aside as not client money\./).first(),
      DEMO.admin.password,
    );
    await page.screenshot({ path: `${SHOTS}/trust-accounts-statement-en.png`, fullPage: true });

    // January 2023 in CHF: the month picker reaches back to the account's opening date, the
    // opening balance is brought forward, and nothing is left to explain.
    const reconciliation = page.getByRole('region', { name: 'Monthly reconciliation', exact: true });
    await reconciliation.getByLabel('Currency').selectOption('CHF');
    await reconciliation.getByLabel('Month').selectOption('2023-01');
    await reconciliation.getByText('January 2023, CHF', { exact: false }).waitFor();
    await reconciliation
      .getByText(/CHF\s832\.01/)
      .first()
      .waitFor();
    await reconciliation.getByRole('button', { name: 'Sign off this month' }).click();
    await sendWithCheck(
      page,
      page.getByRole('alertdialog').getByRole('button', { name: 'Sign off', exact: true }),
      reconciliation.getByText('Signed off by', { exact: false }),
      DEMO.admin.password,
    );
    await reconciliation.screenshot({ path: `${SHOTS}/trust-accounts-signed-off-en.png` });
    const stored = await admin.get('/api/admin/reconciliation?month=2023-01&currency=CHF');
    const signedOff = ((await stored.json()) as { signedOff: { trustAccountId: string | null } | null })
      .signedOff;
    expect(signedOff?.trustAccountId).toBeTruthy();

    // German at 390 px: the section in the reader's language.
    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin-dashboard?tab=financials');
    const german = page.getByRole('region', { name: 'Treuhandkonten', exact: true });
    await german.getByText('Zürcher Kantonalbank').waitFor();
    await german.screenshot({ path: `${SHOTS}/trust-accounts-listed-de-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  }, 180_000);
});
