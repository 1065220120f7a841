import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

type Month = { month: string; recovered: number; fee: number };

async function lawyerThisMonth(lawyer: APIRequestContext): Promise<Month> {
  const body = (await (await lawyer.get('/api/lawyer/analytics')).json()) as { recoveredByMonth: Month[] };
  return body.recoveredByMonth.at(-1)!;
}
async function firmThisMonth(admin: APIRequestContext): Promise<{ recovered: number }> {
  const body = (await (await admin.get('/api/admin/financials')).json()) as {
    months: { recovered: number }[];
  };
  return body.months.at(-1)!;
}

/** The lawyer's "Recovered per month" table row for this month: the two amounts as shown. */
const lawyerMonthCells = (page: Page, month: string) =>
  page
    .getByRole('region', { name: 'Recovered per month' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: monthName(month), exact: true }) })
    .getByRole('cell')
    .allTextContents();

// Money booked on a case is announced as a ledger change to the case's audience (the lawyer, the
// desk, admins): open screens that sum the ledger refetch without a reload (D14).
describe('screens that sum the ledger follow a new recovery live', () => {
  it("updates the lawyer's analytics and the admin's financials without reloading", async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await acceptFeeAgreement(clientPage, client);
    const lawyerApi = await assignToDemoLawyer(client.caseId);
    const adminApi = await staffApi('admin');
    // A first recovery before the pages open, so this month has a row to watch (an empty chart has none).
    await recordRecovery(lawyerApi, client.caseId, 100);

    const lawyerPage = await newPage();
    await signInAsStaff(lawyerPage, '/login', DEMO.lawyer);
    await lawyerPage.waitForURL('**/lawyer-dashboard**');
    await lawyerPage.goto('/lawyer-dashboard?tab=analytics');
    const before = await lawyerThisMonth(lawyerApi);
    await expect
      .poll(() => lawyerMonthCells(lawyerPage, before.month))
      .toEqual([usd(before.recovered), usd(before.fee)]);

    const adminPage = await newPage();
    await signInAsStaff(adminPage, '/admin-login', DEMO.admin);
    await adminPage.waitForURL('**/admin-dashboard');
    await adminPage.goto('/admin-dashboard?tab=financials');
    const recoveredCard = adminPage.getByRole('region', { name: 'Recovered this month', exact: true });
    const firmBefore = await firmThisMonth(adminApi);
    await expect.poll(() => recoveredCard.textContent()).toContain(usd(firmBefore.recovered));

    await recordRecovery(lawyerApi, client.caseId, 321.09);
    const after = await lawyerThisMonth(lawyerApi);
    expect(Math.round((after.recovered - before.recovered) * 100)).toBe(32_109);
    const firmAfter = await firmThisMonth(adminApi);

    // Neither page is navigated or reloaded from here on.
    await expect
      .poll(() => lawyerMonthCells(lawyerPage, after.month))
      .toEqual([usd(after.recovered), usd(after.fee)]);
    await expect.poll(() => recoveredCard.textContent()).toContain(usd(firmAfter.recovered));

    await lawyerApi.dispose();
    await adminApi.dispose();
  });
});
