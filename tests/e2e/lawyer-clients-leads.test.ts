import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';
import {
  assignToDemoLawyer,
  openPortal,
  type RegisteredClient,
  registerClient,
  staffApi,
} from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

/** The lawyer signed in through the staff sign-in page, on one tab of the workspace. */
async function lawyerOn(page: Page, tab: 'clients' | 'leads') {
  await signInAsStaff(page, '/login', DEMO.lawyer);
  await page.waitForURL('**/lawyer-dashboard');
  await page.goto(`/lawyer-dashboard?tab=${tab}`);
  await page.getByRole('heading', { level: 2, name: tab === 'clients' ? 'Clients' : 'Leads' }).waitFor();
}

/** Searches the clients tab and opens the Edit Client & Manage Funds dialog of that client. */
async function openEdit(page: Page, client: RegisteredClient) {
  await page.getByLabel('Search clients').fill(client.lastName);
  const name = `${client.firstName} ${client.lastName}`;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client & Manage Funds' });
  await dialog.getByRole('heading', { name: 'Funds from the ledger' }).waitFor();
  return dialog;
}

/** A labelled figure of the funds panel (a group named by its label). */
const figure = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

async function waitForText(read: () => Promise<string | null>, text: string) {
  await expect.poll(async () => (await read()) ?? '', { timeout: 10_000 }).toContain(text);
}

async function shots(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const clientTotal = async (lawyer: APIRequestContext) =>
  ((await (await lawyer.get('/api/lawyer/clients?limit=1')).json()) as { total: number }).total;

describe('the lawyer’s clients and leads (issue 6 items 5–6, D7, D11, D21)', () => {
  it('reports a recovery in the edit dialog; once a second person confirms it, 20/80 from the ledger, the client sees it; Full Recovery pre-fills the rest', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await assignToDemoLawyer(client.caseId);

    const page = await newPage();
    await lawyerOn(page, 'clients');
    const dialog = await openEdit(page, client);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'lawyer-edit-client');
    await page.setViewportSize({ width: 1280, height: 900 });

    // D7: no input for recovered or available funds; they are shown, derived.
    expect(await dialog.getByRole('textbox', { name: /recovered|available/i }).count()).toBe(0);
    expect(await dialog.getByRole('spinbutton').count()).toBe(0);
    await dialog.getByRole('heading', { name: 'Report a recovery' }).waitFor();
    await dialog.getByLabel('Amount received (USD)').fill('2000.00');
    await dialog.getByLabel('Source').selectOption('bank_recall');
    await dialog.getByLabel('Reference').fill(`RECALL-${client.lastName}`);
    await dialog.getByRole('button', { name: 'Report recovery', exact: true }).click();
    await page
      .getByText('$2,000.00 reported. It counts once the desk manager or an administrator confirms it.')
      .waitFor();

    // D26: reported, it counts toward nothing; the lawyer who reported it may only retract it.
    const entries = dialog.getByRole('region', { name: 'Ledger entries of this case' });
    await entries.getByText('Awaiting confirmation', { exact: true }).waitFor();
    await entries.getByText('Awaiting confirmation by the desk manager or an administrator.').waitFor();
    await entries.getByRole('button', { name: 'Retract $2,000.00' }).waitFor();
    expect(await entries.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);
    await dialog.getByText('Reported, awaiting confirmation: $2,000.00').waitFor();
    await waitForText(() => figure(dialog, 'Recovered').textContent(), '$0.00');
    await waitForText(() => figure(dialog, 'Available to the client').textContent(), '$0.00');
    expect(await axeViolations(page)).toEqual([]);

    // A second person (an administrator) confirms it; the open dialog follows the ledger live.
    // D41: the client's ledger never shows a report; staff read its id.
    const admin = await staffApi('admin');
    const ledger = (await (await admin.get(`/api/cases/${client.caseId}/ledger`)).json()) as {
      entries: { id: string; kind: string }[];
    };
    const reportId = ledger.entries.find((e) => e.kind === 'recovery_report')!.id;
    const confirm = () =>
      admin.post(`/api/cases/${client.caseId}/recoveries/${reportId}/confirm`, {
        headers: { 'Idempotency-Key': `e2e-confirm-${reportId}` },
      });
    let confirmed = await confirm();
    if (confirmed.status() === 401) {
      // D27: confirming moves money, so it may ask the administrator to confirm who they are.
      const again = await admin.post('/api/auth/reauthenticate', { data: { password: DEMO.admin.password } });
      expect(again.status(), await again.text()).toBe(204);
      confirmed = await confirm();
    }
    expect(confirmed.status(), await confirmed.text()).toBe(201);
    await admin.dispose();

    await waitForText(() => figure(dialog, 'Recovered').textContent(), '$2,000.00');
    await waitForText(() => figure(dialog, 'Our fee (20%)').textContent(), '$400.00');
    await waitForText(() => figure(dialog, 'Available to the client').textContent(), '$1,600.00');
    await entries.getByText('Confirmed', { exact: true }).waitFor();
    expect(await dialog.getByText(/Reported, awaiting confirmation/).count()).toBe(0);

    // (b) Full Recovery: 25,000.00 lost − 2,000.00 recovered.
    await dialog.getByRole('button', { name: 'Full Recovery' }).click();
    expect(await dialog.getByLabel('Amount received (USD)').inputValue()).toBe('23000.00');

    // The client's own portal, in its own browser context.
    await openPortal(clientPage, 'payments');
    await waitForText(
      () =>
        clientPage
          .getByRole('tabpanel')
          .getByRole('group', { name: 'Available balance', exact: true })
          .textContent(),
      '$1,600.00',
    );
  });

  it('qualifies a new lead of the desk’s country and converts it into a case assigned to the lawyer', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage, { country: 'DE' });

    const page = await newPage();
    await lawyerOn(page, 'leads');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'lawyer-leads');
    await page.setViewportSize({ width: 1280, height: 900 });

    const name = `${client.firstName} ${client.lastName}`;
    await page.getByRole('button', { name: `Qualify ${name}` }).click();
    const qualify = page.getByRole('dialog', { name: `Qualify the lead of ${name}` });
    await qualify.getByLabel('Notes (optional)').fill('Bank statements match the story.');
    await qualify.getByRole('button', { name: 'Mark as qualified' }).click();
    await page.getByText(`Lead of ${name} qualified`).waitFor();
    // Qualified: Contact and Qualify are gone, Create Case remains.
    await page.getByRole('button', { name: `Create Case ${name}` }).waitFor();
    expect(await page.getByRole('button', { name: `Qualify ${name}` }).count()).toBe(0);

    await page.getByRole('button', { name: `Create Case ${name}` }).click();
    // The case was opened with the request: the dialog names it and says it exists (issue 17 item 6).
    const convert = page.getByRole('dialog', {
      name: `Case ${client.caseReference} already exists for ${name}`,
    });
    await convert.getByRole('button', { name: 'Take on the case' }).click();
    await page.getByText(`Case ${client.caseReference} is now assigned to you`).waitFor();
    const done = page.getByRole('dialog', { name: `Case ${client.caseReference} is yours` });
    await done.waitFor();

    const lawyer = await staffApi('lawyer');
    const cases = (await (await lawyer.get(`/api/lawyer/cases?q=${client.lastName}`)).json()) as {
      cases: { id: string }[];
    };
    expect(cases.cases.map((c) => c.id)).toContain(client.caseId);
    await lawyer.dispose();

    await done.getByRole('button', { name: 'Open the case' }).click();
    await page.waitForURL(`**/lawyer-dashboard?*case=${client.caseId}*`);
  });

  it('Add Client: a missing field is shown and nothing is created; a complete one appears in the list', async () => {
    const lawyer = await staffApi('lawyer');
    const before = await clientTotal(lawyer);
    const page = await newPage();
    await lawyerOn(page, 'clients');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'lawyer-clients');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a client' });
    const lastName = `Keller-${Date.now().toString(36)}`;
    await dialog.getByLabel('First name').fill('Jonas');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel('Type of fraud').selectOption('investment');
    await dialog.getByLabel('Amount lost (USD)').fill('12000');
    // No email: the server's field message appears beside the field.
    await dialog.getByRole('button', { name: 'Add client and open case' }).click();
    const email = dialog.getByLabel('Email', { exact: true });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toMatch(/email/i);
    expect(await dialog.getByLabel('Last name').inputValue()).toBe(lastName);
    expect(await clientTotal(lawyer)).toBe(before);

    await email.fill(`jonas.${lastName.toLowerCase()}@example.test`);
    await dialog.getByRole('button', { name: 'Add client and open case' }).click();
    await page
      .getByText(`Jonas ${lastName} has been invited by email and their case is assigned to you.`)
      .waitFor();
    expect(await clientTotal(lawyer)).toBe(before + 1);
    await page.getByLabel('Search clients').fill(lastName);
    await page.getByRole('rowheader', { name: `Jonas ${lastName}` }).waitFor();
    await lawyer.dispose();
  });
});
