import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signInAsStaff } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  recordRecovery,
  registerClient,
  staffApi,
} from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const en = JSON.parse(readFileSync('src/web/locales/en/admin.json', 'utf8')) as {
  metrics: { names: Record<string, string> };
};

type Stats = {
  totalUsers: number;
  monthlyGrowth: number | null;
  totalRevenue: number;
  activeCases: number;
  conversionRate: number | null;
};
type Metric = { key: string; name: string };

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const percent = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);

async function signInAsAdmin(page: Page) {
  await signInAsStaff(page, '/admin-login', DEMO.admin);
  await page.waitForURL('**/admin-dashboard');
}

/** A card's text once it shows what the server says now (other figures may move meanwhile). */
async function expectCards(page: Page) {
  const card = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect
    .poll(
      async () => {
        const stats = (await (await page.request.get('/api/admin/stats')).json()) as Stats;
        const texts = await Promise.all(
          ['Total Users', 'Total Revenue', 'Active Cases', 'Conversion Rate'].map(
            async (label) => (await card(label).textContent()) ?? '',
          ),
        );
        return [
          texts[0]!.includes(count(stats.totalUsers)),
          texts[0]!.includes(
            stats.monthlyGrowth === null ? 'No new users last month' : `${percent(stats.monthlyGrowth)}`,
          ),
          texts[1]!.includes(usd(stats.totalRevenue)),
          texts[2]!.includes(count(stats.activeCases)),
          texts[3]!.includes(stats.conversionRate === null ? 'No leads yet' : percent(stats.conversionRate)),
        ];
      },
      { timeout: 10_000 },
    )
    .toEqual([true, true, true, true, true]);
}

describe('the admin overview (issue 7 item 2)', () => {
  it('shows the admin login at /admin without a session, whatever localStorage says (D8)', async () => {
    const page = await newPage();
    await page.addInitScript(() => window.localStorage.setItem('adminAuth', 'true'));
    await page.goto('/admin');
    await page.getByRole('main').getByLabel('Username').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Pending Withdrawals' }).count()).toBe(0);
    expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("rings the admin's bell, live, when a client asks for a withdrawal (issue 17 item 6)", async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await acceptFeeAgreement(clientPage, client);
    await recordRecovery(lawyer, client.caseId, 500);
    await lawyer.dispose();
    const name = `${client.firstName} ${client.lastName}`;
    const method = await clientPage.request.post('/api/client/payout-methods', {
      data: { kind: 'bank_account', holderName: name, iban: 'DE89370400440532013000' },
    });
    expect(method.status(), await method.text()).toBe(201);

    const page = await newPage();
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: 'Pending Withdrawals' }).waitFor();
    const before = (await (await page.request.get('/api/notifications?limit=1')).json()) as {
      unreadCount: number;
    };
    const asked = await clientPage.request.post('/api/client/withdrawals', {
      headers: { 'Idempotency-Key': `e2e-admin-bell-${client.clientId}` },
      data: {
        amount: '80.00',
        payoutMethodId: ((await method.json()) as { id: string }).id,
        currency: 'USD',
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    // No reload: the live event refreshes the bell.
    const bell = page.getByRole('button', { name: `Notifications, ${before.unreadCount + 1} unread` });
    await bell.click();
    const item = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', {
      name: new RegExp(`Withdrawal requested.*${name} asked to withdraw \\$80\\.00`),
    });
    await item.waitFor();
    await settleLeftoverWithdrawals();
  });

  it('lands the admin on the overview, where withdrawals are approved and rejected and the client sees both', async () => {
    // The overview lists the five oldest pending requests. Other journeys may leave requests pending
    // (their clients are theirs, created for them); the firm settles those first, so this client's
    // two are among the five shown whatever order the files ran in.
    await settleLeftoverWithdrawals();
    // A client with money to withdraw asks twice, through the API as the portal does.
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await acceptFeeAgreement(clientPage, client);
    await recordRecovery(lawyer, client.caseId, 1000);
    const name = `${client.firstName} ${client.lastName}`;
    const method = await clientPage.request.post('/api/client/payout-methods', {
      data: { kind: 'bank_account', holderName: name, iban: 'DE89370400440532013000' },
    });
    expect(method.status(), await method.text()).toBe(201);
    const payoutMethodId = ((await method.json()) as { id: string }).id;
    for (const amount of ['100.00', '150.00']) {
      const asked = await clientPage.request.post('/api/client/withdrawals', {
        headers: { 'Idempotency-Key': `e2e-admin-overview-${client.clientId}-${amount}` },
        data: { amount, payoutMethodId, currency: 'USD' },
      });
      expect(asked.status(), await asked.text()).toBe(201);
    }

    // The first journey: sign in at /admin-login, land on the console's overview.
    const page = await newPage();
    await signInAsAdmin(page);
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Pending Withdrawals' }).waitFor();
    await page.getByRole('button', { name: `Reject the withdrawal of $150.00 for ${name}` }).waitFor();
    await page.getByRole('list', { name: 'System Health' }).waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-overview-1280.png`, fullPage: true });

    // Approve the first: a dialog shows what is approved (issue 31), then the spec's toast.
    await page.getByRole('button', { name: `Approve the withdrawal of $100.00 for ${name}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this payout?' });
    await approve.getByText('$100.00').waitFor();
    await approve.getByText(name, { exact: true }).waitFor();
    await approve.getByText(`${name} · Bank account DE89 •••• 3000`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-approve-payout-1280.png` });
    await approve.getByRole('button', { name: 'Approve payout' }).click();
    await notifications(page).getByText('Withdrawal approved successfully').waitFor();
    await page.getByRole('button', { name: `Approve the withdrawal of $100.00 for ${name}` }).waitFor({
      state: 'detached',
    });

    // Reject the second: a reason is required, and the client will read it (D12).
    await page.getByRole('button', { name: `Reject the withdrawal of $150.00 for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this withdrawal?' });
    await dialog.getByRole('button', { name: 'Reject withdrawal' }).click();
    await dialog.getByText('Give the client a reason').waitFor();
    const tooShort = dialog.getByLabel('Reason for the client');
    await tooShort.fill('No');
    await dialog.getByRole('button', { name: 'Reject withdrawal' }).click();
    await dialog.getByText('Tell the client why, in a sentence they will understand').waitFor();
    const reason = 'The account holder name does not match yours; please add an account in your own name.';
    await tooShort.fill(reason);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject withdrawal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await notifications(page).getByText('Withdrawal rejected; the client can read your reason').waitFor();

    // The activity list words what just happened.
    const activity = page.getByRole('list', { name: 'Recent Platform Activity' });
    await activity.getByText('Withdrawal approved', { exact: true }).waitFor();
    await activity.getByText('Withdrawal rejected', { exact: true }).waitFor();
    // Which record (whose withdrawal, not an id: issue 17 item 6), and who did it by name and role.
    await activity
      .getByText(new RegExp(`^Withdrawal: ${name} · By .+ \\(administrator\\) · `))
      .first()
      .waitFor();
    expect(await activity.getByText(/…[0-9a-f]{8}/).count()).toBe(0);

    // The four cards say what GET /api/admin/stats says; System Health lists every metric.
    await expectCards(page);
    const system = (await (await page.request.get('/api/admin/system')).json()) as { metrics: Metric[] };
    const health = page.getByRole('list', { name: 'System Health' });
    for (const metric of system.metrics) {
      await health.getByText(en.metrics.names[metric.key] ?? metric.name, { exact: true }).waitFor();
    }
    expect(await health.getByRole('listitem').count()).toBe(system.metrics.length);

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'System Health' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-overview-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The client sees both outcomes in the payments tab, the reason included.
    await openPortal(clientPage, 'payments');
    const requests = clientPage.getByRole('region', { name: 'Your withdrawal requests' });
    await requests.getByText('Approved').waitFor();
    await requests.getByText('Rejected').waitFor();
    await requests.getByText(`Reason: ${reason}`).waitFor();

    // The full list: the approved one is marked paid once the money has been sent — by another
    // administrator (four eyes on money out, issue 19): the approver is told so, with no button.
    await page.getByRole('button', { name: 'View all withdrawals' }).click();
    const all = page.getByRole('dialog', { name: 'All withdrawals' });
    await all.getByLabel('Status').selectOption({ label: 'Approved' });
    const markPaid = `Mark the withdrawal of $100.00 for ${name} as paid`;
    await all
      .getByText('You approved this payout; another administrator marks it as paid.')
      .first()
      .waitFor();
    expect(await all.getByRole('button', { name: markPaid }).count()).toBe(0);

    const accountsPage = await newPage();
    await signInAsStaff(accountsPage, '/admin-login', DEMO.accounts);
    await accountsPage.waitForURL('**/admin-dashboard');
    await accountsPage.getByRole('button', { name: 'View all withdrawals' }).click();
    const theirs = accountsPage.getByRole('dialog', { name: 'All withdrawals' });
    await theirs.getByLabel('Status').selectOption({ label: 'Approved' });
    await theirs.getByRole('button', { name: markPaid }).click();
    const paid = accountsPage.getByRole('dialog', { name: 'Record the payout' });
    // The person paying sees the full IBAN on request, to type it into the bank (issue 31).
    expect(await paid.getByText('DE89370400440532013000').count()).toBe(0);
    await paid.getByRole('button', { name: 'Show full payee details' }).click();
    const payee = paid.getByRole('region', { name: 'Payee details' });
    await payee.getByText('DE89370400440532013000').waitFor();
    await payee.getByText('Shown to you for this payout; this has been recorded.').waitFor();
    await accountsPage.screenshot({ path: `${SCREENSHOTS}/admin-payee-details-1280.png` });
    await paid.getByLabel('Bank or transaction reference').fill('SEPA-E2E-0001');
    await paid.getByRole('button', { name: 'Record payout' }).click();
    await notifications(accountsPage).getByText('Payout recorded; the client has been told').waitFor();
    await all.getByLabel('Status').selectOption({ label: 'Paid' });
    await all.getByText('Payment reference: SEPA-E2E-0001').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await requests.getByText('Paid').first().waitFor();
    await lawyer.dispose();
  });
});

/** Rejects, as the firm would, every request still pending from earlier journeys. */
async function settleLeftoverWithdrawals() {
  const admin = await staffApi('admin');
  const list = await admin.get('/api/admin/withdrawals?status=pending&limit=100');
  expect(list.status(), await list.text()).toBe(200);
  const { withdrawals } = (await list.json()) as { withdrawals: { id: string }[] };
  for (const { id } of withdrawals) {
    const rejected = await admin.post(`/api/admin/withdrawals/${id}/reject`, {
      data: { reason: 'Closed by the test run before the overview journey.' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
  }
  await admin.dispose();
}
