import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camtStatement } from '../support/bank-statements';
import { setupBrowser } from './support/browser';
import { startBuiltServer } from './support/global-setup';
import { DEMO, signInAsStaff } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  registerClient,
  staffApi,
  withStepUp,
} from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

/**
 * Issue 19's journey, on a server of its own (its trust account holds only this journey's money
 * and the demo's, so the month can be reconciled to the cent): the lawyer reports a recovery; the
 * client sees it reported and the available balance unchanged; the bank's statement arrives and
 * its line confirms the recovery by itself; the client's available balance rises without a
 * reload and the "funds received" email is queued; the month is signed off with no difference.
 */
let server: Awaited<ReturnType<typeof startBuiltServer>>;
beforeAll(async () => {
  server = await startBuiltServer({});
});
afterAll(async () => {
  await server?.stop();
});

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('no money is available until two agree it arrived (issue 19)', () => {
  it('reported → nothing shown to the client → the statement confirms it → available rises live → month signed off', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await newPage({ baseURL: server.baseURL });
    const client = await registerClient(page, { confirmEmail: false });
    await acceptFeeAgreement(page, client);
    const lawyer = await assignToDemoLawyer(client.caseId, server.baseURL);
    const today = new Date().toISOString().slice(0, 10);
    const reference = `RECALL-E2E-${Date.now()}`;
    const reported = await withStepUp(lawyer, DEMO.lawyer.password, () =>
      lawyer.post(`/api/cases/${client.caseId}/recoveries`, {
        headers: { 'Idempotency-Key': `e2e-four-eyes-${Date.now()}` },
        data: { amount: 1000, receivedAt: today, source: 'bank_recall', reference },
      }),
    );
    expect(reported.status(), await reported.text()).toBe(201);
    const { currency } = (await reported.json()) as { currency: string };

    // D41: the client sees nothing of the report, no figure and no line; nothing is available yet.
    await openPortal(page, 'payments');
    // The figure's group is named by its label (see client-payments.test.ts).
    const available = page
      .getByRole('tabpanel')
      .getByRole('group', { name: 'Available balance', exact: true });
    await expect.poll(() => available.textContent()).toContain(usd(0));
    expect(await page.getByText(/Reported by your legal team/).count()).toBe(0);
    expect(await page.getByText(usd(1000)).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/four-eyes-reported-client.png`, fullPage: true });

    // The bank's statement of the month arrives; the admin imports it on the Financials tab. Its
    // credit carries the recovery's reference, so the import matches it and that confirms it.
    const admin = await staffApi('admin', server.baseURL);
    const month = today.slice(0, 7);
    const adminPage = await newPage({ baseURL: server.baseURL });
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(adminPage, '/admin-login', DEMO.admin);
    await adminPage.waitForURL('**/admin-dashboard');
    await adminPage.goto('/admin-dashboard?tab=financials');
    const statements = adminPage.getByRole('region', { name: 'Trust account statements', exact: true });
    await statements.getByLabel('Statement file').setInputFiles({
      name: 'trust-account.xml',
      mimeType: 'application/xml',
      buffer: camtStatement({
        id: `E2E-${Date.now()}`,
        currency,
        from: `${month}-01`,
        to: today,
        openingCents: 0,
        entries: [{ cents: 100_000, day: today, reference: `Recall ${reference}` }],
      }),
    });
    await statements.getByRole('button', { name: 'Import statement' }).click();
    await statements.getByText('1 of 1 line explained', { exact: false }).waitFor();

    // The open portal follows without a reload: 80% of it is the client's now.
    await expect.poll(() => available.textContent(), { timeout: 15_000 }).toContain(usd(800));
    await page.screenshot({ path: `${SCREENSHOTS}/four-eyes-confirmed-client.png`, fullPage: true });
    const outbox = await admin.get(`/api/admin/outbox?q=${encodeURIComponent(client.email)}`);
    const emails = ((await outbox.json()) as { emails: { subject: string }[] }).emails;
    expect(emails.map((e) => e.subject)).toContain(`Case ${client.caseReference}: funds received`);

    // The month: nothing unexplained (the demo's own recovery is money in transit, which does not
    // block), so the admin signs it off on the same tab.
    const reconciliation = adminPage.getByRole('region', { name: 'Monthly reconciliation', exact: true });
    await reconciliation.locator('select').first().selectOption(month);
    await reconciliation.locator('select').nth(1).selectOption(currency);
    await reconciliation
      .getByText('The listed lines explain the whole difference', { exact: false })
      .waitFor();
    await reconciliation.getByRole('button', { name: 'Sign off this month' }).click();
    await adminPage.getByRole('button', { name: 'Sign off', exact: true }).click();
    await reconciliation.getByText('Signed off by', { exact: false }).waitFor();
    await adminPage.screenshot({ path: `${SCREENSHOTS}/four-eyes-signed-off.png`, fullPage: true });
    const stored = await admin.get(`/api/admin/reconciliation?month=${month}&currency=${currency}`);
    expect(((await stored.json()) as { signedOff: { unexplained?: never } | null }).signedOff).not.toBeNull();
    await admin.dispose();
    await lawyer.dispose();
  }, 120_000);
});
