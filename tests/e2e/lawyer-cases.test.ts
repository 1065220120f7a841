import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signInAsStaff } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  registerClient,
  staffApi,
} from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

async function signInAsLawyer(page: Page) {
  await signInAsStaff(page, '/login', DEMO.lawyer);
  await page.waitForURL('**/lawyer-dashboard**');
}

/** Both widths of the proof; the 1280 one last, so the page is left as it was. */
async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1280.png`, fullPage: true });
}

/** The cases tab searched for one client, as a lawyer would: `/`, then the last name. */
async function searchCases(page: Page, lastName: string) {
  await page.getByRole('tab', { name: 'Cases' }).click();
  const search = page.getByRole('searchbox', { name: 'Search cases' });
  await search.waitFor();
  await page.locator('body').press('/');
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  await search.fill(lastName);
  return page.getByRole('list', { name: 'Cases' });
}

describe('the lawyer cases desk', () => {
  it('moves a case to Investigation with notes, and the client sees it live', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await (await assignToDemoLawyer(client.caseId)).dispose();
    await acceptFeeAgreement(clientPage, client);
    await openPortal(clientPage);

    const page = await newPage();
    await signInAsLawyer(page);
    await page.getByRole('heading', { name: 'Urgent Tasks' }).waitFor();
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await page.getByText('Active Cases', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'lawyer-overview');

    const list = await searchCases(page, client.lastName);
    const card = list.getByRole('listitem').filter({ hasText: client.caseReference });
    await card.waitFor();
    // The search runs once typing pauses; then only this client's case is left.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await card.getByText('Fee agreement accepted on').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'lawyer-cases');

    await card.getByRole('button', { name: `Update Phase of ${client.caseReference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Phase' });
    const confirm = dialog.getByRole('button', { name: 'Update Phase' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Investigation' }).check();
    await dialog
      .getByLabel('Notes (optional)')
      .fill('We have asked the receiving bank to freeze the account.');
    expect(await confirm.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.click();

    const toasts = notifications(page);
    await toasts.getByText('Case phase updated successfully', { exact: true }).waitFor();
    await toasts.getByText('Client has been notified of the update', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Investigation', { exact: true }).waitFor();

    // The client's portal, open all along in another browser context, follows without a reload.
    await clientPage.getByText('Your case moved to: Investigation.').waitFor();
    await clientPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await clientPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`Case ${client.caseReference} has moved to a new phase`)
      .first()
      .waitFor();

    // The case detail: the new step and its notes on the timeline, staff wording.
    await card.getByRole('button', { name: `View ${client.caseReference}` }).click();
    const detail = page.getByRole('dialog').filter({ hasText: client.caseReference });
    await detail.getByText('Phase moved from New to Investigation').waitFor();
    await detail.getByText('We have asked the receiving bank to freeze the account.').first().waitFor();
    await detail.getByRole('heading', { name: 'Ledger' }).waitFor();
    await detail.getByText('No money has been recorded on this case yet.').waitFor();
    expect(new URL(page.url()).searchParams.get('case')).toBe(client.caseId);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'lawyer-case-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('case')).toBeNull();
  });

  it('keeps the dialog open with the server’s reason when the fee agreement is not accepted', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await (await assignToDemoLawyer(client.caseId)).dispose();

    const page = await newPage();
    await signInAsLawyer(page);
    const list = await searchCases(page, client.lastName);
    const card = list.getByRole('listitem').filter({ hasText: client.caseReference });
    await card.getByText('Fee agreement not accepted yet').waitFor();
    await card.getByRole('button', { name: `Update Phase of ${client.caseReference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Phase' });
    await dialog.getByRole('radio', { name: 'Investigation' }).check();
    await dialog.getByRole('button', { name: 'Update Phase' }).click();
    await dialog.getByRole('alert').getByText('The client has not accepted the fee agreement yet.').waitFor();
    expect(await dialog.getByRole('radio', { name: 'Investigation' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('New', { exact: true }).waitFor();
  });

  it('does not open a case of another lawyer, by API or by address', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    const manager = await staffApi('manager');
    const luc = await staffApi('secondLawyer');
    const lucMe = (await (await luc.get('/api/auth/me')).json()) as { user: { id: string } };
    const assign = await manager.patch(`/api/cases/${client.caseId}/assign`, {
      data: { lawyerId: lucMe.user.id },
    });
    expect(assign.status(), await assign.text()).toBe(200);
    await Promise.all([manager.dispose(), luc.dispose()]);

    const lena = await staffApi('lawyer');
    expect((await lena.get(`/api/cases/${client.caseId}`)).status()).toBe(404);
    await lena.dispose();

    const page = await newPage();
    await signInAsLawyer(page);
    await page.goto(`/lawyer-dashboard?tab=cases&case=${client.caseId}`);
    const dialog = page.getByRole('dialog', { name: 'Case not found' });
    await dialog.getByText('This case was not found or is not assigned to you.').waitFor();
    await dialog.getByRole('button', { name: 'Back to your cases' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('case')).toBeNull();
  });
});
