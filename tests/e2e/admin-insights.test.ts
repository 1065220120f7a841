import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  recordRecovery,
  registerClient,
  staffApi,
} from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

type Month = { month: string; recovered: number; fees: number; paidOut: number };
type Financials = { currency: string; months: Month[]; pendingPayouts: { amount: number; count: number } };

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
/** What the CSV holds: plain decimals from whole cents. */
const decimal = (amount: number) => {
  const cents = Math.round(amount * 100);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

async function readFinancials(admin: APIRequestContext): Promise<Financials> {
  const response = await admin.get('/api/admin/financials');
  expect(response.status()).toBe(200);
  return (await response.json()) as Financials;
}

/** A figure card (a region named by its title). */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openAdminTab(page: Page, tab: 'financials' | 'analytics') {
  await page.goto(`/admin-dashboard?tab=${tab}`);
  await page
    .getByRole('heading', { level: 2, name: tab === 'financials' ? 'Financials' : 'Analytics' })
    .waitFor();
}

/** Both widths, each laid out from a fresh load (as a phone would open it), with axe at each. */
async function screenshots(page: Page, tab: 'financials' | 'analytics') {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openAdminTab(page, tab);
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-${tab}-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // Nothing may stick out sideways at phone width: wide tables scroll inside their card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the admin financials and analytics tabs (issue 7 items 5 and 7, D4)', () => {
  it("shows this month's ledger figures as the API computes them, exports them as CSV and charts the firm", async () => {
    // A fresh client whose case has an accepted fee agreement and a lawyer; the admin books a recovery.
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await acceptFeeAgreement(clientPage, client);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await lawyer.dispose();
    const adminApi = await staffApi('admin');
    const before = (await readFinancials(adminApi)).months.at(-1)!;
    await recordRecovery(adminApi, client.caseId, 1234.57);

    const page = await newPage();
    await signInAsStaff(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await openAdminTab(page, 'financials');

    const data = await readFinancials(adminApi);
    const month = data.months.at(-1)!;
    // Our recovery is in this month's figures, with its 20% fee (other tests add their own).
    expect(Math.round((month.recovered - before.recovered) * 100)).toBe(123_457);
    expect(Math.round((month.fees - before.fees) * 100)).toBe(24_691);
    await expect
      .poll(async () => card(page, 'Recovered this month').textContent())
      .toContain(usd(month.recovered));
    expect(await card(page, 'Fees earned this month (20%)').textContent()).toContain(usd(month.fees));
    expect(await card(page, 'Paid out to clients this month').textContent()).toContain(usd(month.paidOut));
    const pending = await card(page, 'Pending payouts').textContent();
    expect(pending).toContain(usd(data.pendingPayouts.amount));
    expect(pending).toMatch(
      new RegExp(`${data.pendingPayouts.count} withdrawal requests? awaiting a decision`),
    );
    await page.getByRole('heading', { name: 'Recovered, fees and payouts per month' }).waitFor();
    await page.getByText(/recovered, .* earned in fees and .* paid out to clients\./).waitFor();
    const table = page.getByRole('table', { name: 'Figures per month in USD' });
    // This month's row: its name, then the three amounts, as on screen.
    const monthName = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month.month}-01T00:00:00Z`));
    const rowName = [monthName, usd(month.recovered), usd(month.fees), usd(month.paidOut)].join(' ');
    await table.getByRole('row', { name: rowName, exact: true }).waitFor();

    // The CSV: a header row, then this month's line with the same figures as plain decimals.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^financials-USD-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFMonth,Recovered,Fees earned (20%),Paid out,Currency');
    expect(lines).toContain(
      `${month.month},${decimal(month.recovered)},${decimal(month.fees)},${decimal(month.paidOut)},USD`,
    );
    expect(lines.filter((line) => /^\d{4}-\d{2},/.test(line))).toHaveLength(12);
    await screenshots(page, 'financials');

    // Analytics: every chart with its text summary (the demo data and our client's lead are there).
    await openAdminTab(page, 'analytics');
    for (const title of [
      'Leads per week and conversion',
      'Cases by phase',
      'Recovered per month',
      'Average time per phase',
      'Desks compared',
    ]) {
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
    }
    await page.getByText(/In the last 12 weeks \d+ leads? arrived/).waitFor();
    await page.getByText(/\d+ cases?, \d+ of them active\./).waitFor();
    await page.getByText(/recovered in the last 12 months, net of corrections/).waitFor();
    await page.getByRole('table', { name: /Figures per desk/ }).waitFor();
    // The drawings are there for sighted readers, and hidden tables carry the same figures.
    expect(await page.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole('table', { name: 'Cases by phase' }).count()).toBe(1);
    await screenshots(page, 'analytics');
    await adminApi.dispose();
  }, 120_000); // the Financials tab now also draws funds left behind and the bank statements
});
