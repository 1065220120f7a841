import { mkdirSync } from 'node:fs';
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

describe('the admin cases tab (issue 7 item 4)', () => {
  it('finds a new client’s case, filters by assignment, and opens it with its timeline and ledger', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const name = `${client.firstName} ${client.lastName}`;

    const page = await newPage();
    await signInAsStaff(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await page.getByRole('tab', { name: 'Cases' }).click();
    await page.getByRole('heading', { name: 'All cases' }).waitFor();

    // Just registered: the case is there, without a lawyer.
    await page.getByRole('searchbox', { name: 'Search cases' }).fill(client.lastName);
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: client.caseReference });
    await row.getByText('Unassigned').waitFor();
    // The search settles on the server: the header and the one case.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByLabel('Lawyer', { exact: true }).selectOption({ label: 'Assigned to a lawyer' });
    await page.getByText('No case matches this search and these filters.').waitFor();
    await page.getByLabel('Lawyer', { exact: true }).selectOption({ label: 'Unassigned' });
    await row.waitFor();

    // Assigned and paid something: the filter and the row follow.
    const lawyer = await assignToDemoLawyer(client.caseId);
    const lawyerMe = (await (await lawyer.get('/api/auth/me')).json()) as {
      user: { firstName: string; lastName: string };
    };
    await acceptFeeAgreement(clientPage, client);
    await recordRecovery(lawyer, client.caseId, 2500);
    await page.getByLabel('Lawyer', { exact: true }).selectOption({ label: 'Assigned to a lawyer' });
    await row.getByText(`${lawyerMe.user.firstName} ${lawyerMe.user.lastName}`).waitFor();
    await row.getByText('Recovered: $2,500.00').waitFor();

    // The reference finds it too, with the phase filter on.
    await page.getByRole('searchbox', { name: 'Search cases' }).fill(client.caseReference);
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: 'New' });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-cases-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-cases-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The drawer: the open case is in the address, and a reload keeps it open.
    await row.getByRole('button', { name: `View case ${client.caseReference} of ${name}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(client.caseReference).waitFor();
    expect(new URL(page.url()).searchParams.get('case')).toBe(client.caseId);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('cases');
    await page.reload();
    await drawer.getByRole('heading', { name: 'Timeline' }).waitFor();
    const timeline = drawer.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Lawyer assigned').first().waitFor();
    await timeline.getByText('Recovery recorded').first().waitFor();
    await drawer.getByRole('heading', { name: 'Ledger' }).waitFor();
    const ledger = drawer.getByRole('region', { name: 'Ledger entries' });
    // The report and the booking that confirmed it (D26), each for the full amount.
    await ledger.getByText('$2,500.00').first().waitFor();
    expect(await ledger.getByText('$2,500.00').count()).toBe(2);
    await ledger.getByText('$500.00').waitFor();
    await drawer.getByRole('heading', { name: 'Documents' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('case')).toBeNull();
    await lawyer.dispose();
  });

  it('assigns a lawyer from the case drawer; the activity names the case and client, not an id (issue 17 item 6)', async () => {
    const client = await registerClient(await newPage(), { setPassword: false });
    const name = `${client.firstName} ${client.lastName}`;
    // Lena has signed in (she is Active, not Invited).
    const lawyer = await staffApi('lawyer');

    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    await page.goto(`/admin-dashboard?tab=cases&case=${client.caseId}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByText(client.caseReference).waitFor();
    await drawer.getByRole('button', { name: 'Assign Lawyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Lawyer' });
    const submit = dialog.getByRole('button', { name: 'Assign', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Find a lawyer by name or email' }).fill('Vogel');
    await expect.poll(() => dialog.getByRole('option', { name: 'Lena Vogel' }).count()).toBe(1);
    await dialog.getByLabel('Lawyer', { exact: true }).selectOption({ label: 'Lena Vogel' });
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-case-assign.png`, fullPage: true });
    await submit.click();
    await page.getByText('Case assigned successfully').waitFor();
    await drawer.getByRole('button', { name: 'Reassign case' }).waitFor();
    const listed = await lawyer.get(`/api/lawyer/cases?q=${encodeURIComponent(client.lastName)}`);
    const { cases } = (await listed.json()) as { cases: { id: string }[] };
    expect(cases.map((c) => c.id)).toContain(client.caseId);
    await lawyer.dispose();

    // Recent Platform Activity says which case and whose, not the end of an id.
    await page.goto('/admin-dashboard');
    const activity = page.getByRole('list', { name: 'Recent Platform Activity' });
    await activity.getByText(`Case: ${client.caseReference} (${name})`).first().waitFor();
    expect(await activity.getByText(`…${client.caseId.slice(-8)}`).count()).toBe(0);
  });
});
