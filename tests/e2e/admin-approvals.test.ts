import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { startBuiltServer } from './support/global-setup';
import { DEMO, signInAsStaff } from './support/journeys';
import { staffApi } from './support/portal';

/**
 * On a server of its own: the other journeys propose staff accounts on the shared servers at any
 * moment, and this one counts what waits and shows the empty list.
 *
 * D37: the first admin raises the payout four-eyes threshold; it waits. The firm's second admin
 * (German) sees it in the Approvals tab, with the setting before and after and why it waits, and
 * approves it after a confirmation; the proposer sees it as theirs, with Withdraw only.
 */
const { newPage: newSharedPage } = setupBrowser();
const SHOTS = 'test-results/screenshots';
let server: Awaited<ReturnType<typeof startBuiltServer>>;
const newPage = () => newSharedPage({ baseURL: server.baseURL });
let admin: APIRequestContext;
let original: number;
const threshold = async () =>
  ((await (await admin.get('/api/admin/settings')).json()) as { payoutSecondPersonAbove: number })
    .payoutSecondPersonAbove;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startBuiltServer({});
  admin = await staffApi('admin', server.baseURL);
  original = await threshold();
});
afterAll(async () => {
  // Lowering it back only strengthens the control: it applies at once.
  const back = await admin.put('/api/admin/settings', { data: { payoutSecondPersonAbove: original } });
  expect(back.status(), await back.text()).toBe(200);
  await admin.dispose();
  await server?.stop();
});

async function approvalsTab(page: Page, who: { username: string; password: string }, language = 'en') {
  await signInAsStaff(page, '/admin-login', who);
  await page.waitForURL('**/admin-dashboard');
  // The screen's language is the reader's choice (the language menu keeps it in the browser).
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto('/admin-dashboard?tab=approvals');
}

describe('four eyes on the controls (D37)', () => {
  it('a raised payout threshold waits; the second admin approves it after a confirmation', async () => {
    const proposed = await admin.put('/api/admin/settings', {
      data: { payoutSecondPersonAbove: original + 5000 },
    });
    expect(proposed.status(), await proposed.text()).toBe(202);
    expect(await threshold()).toBe(original);

    // The proposer: their own proposal, withdraw only (English, desktop and phone).
    const mine = await newPage();
    await approvalsTab(mine, DEMO.admin);
    await mine.getByRole('heading', { name: 'Changes awaiting a second administrator' }).waitFor();
    const own = mine.getByRole('article', { name: 'Settings change that weakens a control' }).first();
    await own.getByText('You proposed this change: another administrator decides it.').waitFor();
    expect(await own.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await mine.screenshot({ path: `${SHOTS}/approvals-en-desktop.png`, fullPage: true });
    await mine.setViewportSize({ width: 390, height: 844 });
    await mine.screenshot({ path: `${SHOTS}/approvals-en-phone.png`, fullPage: true });
    expect(await axeViolations(mine)).toEqual([]);
    // The settings tab says the change waits, and why.
    await mine.setViewportSize({ width: 1280, height: 800 });
    await mine.goto('/admin-dashboard?tab=settings');
    await mine.getByText('1 change awaits a second administrator.', { exact: false }).waitFor();
    await mine.getByRole('button', { name: 'Review the changes' }).waitFor();
    await mine.screenshot({ path: `${SHOTS}/approvals-settings-notice-en.png` });

    // The second admin reads German: the change, why it waits, and approves it.
    const second = await newPage();
    await approvalsTab(second, DEMO.accounts, 'de');
    await second
      .getByRole('heading', { name: 'Änderungen, die auf einen zweiten Administrator warten' })
      .waitFor();
    const card = second
      .getByRole('article', { name: 'Änderung der Einstellungen, die eine Kontrolle abschwächt' })
      .first();
    await card.getByText('schwächt eine Kontrolle ab').first().waitFor();
    await second.screenshot({ path: `${SHOTS}/approvals-de-desktop.png`, fullPage: true });
    await second.setViewportSize({ width: 390, height: 844 });
    await second.screenshot({ path: `${SHOTS}/approvals-de-phone.png`, fullPage: true });
    await second.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Genehmigen' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'Diese Änderung genehmigen?' });
    await dialog.waitFor();
    await second.screenshot({ path: `${SHOTS}/approvals-de-confirm.png` });
    await dialog.getByRole('button', { name: 'Genehmigen' }).click();
    // The toast's region is named in German on this screen.
    await second.getByText('Änderung genehmigt', { exact: true }).waitFor();
    await expect.poll(threshold).toBe(original + 5000);
  });

  it('says so when nothing waits', async () => {
    const page = await newPage();
    await approvalsTab(page, DEMO.accounts, 'de');
    await page.getByText('Es warten keine Änderungen auf Genehmigung.').waitFor();
    await page.screenshot({ path: `${SHOTS}/approvals-de-empty.png`, fullPage: true });
  });
});
