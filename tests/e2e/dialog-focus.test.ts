import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  recordRecovery,
  registerClient,
} from './support/portal';

const { newPage } = setupBrowser();
mkdirSync('test-results/screenshots', { recursive: true });

/** Issue 17 item 5: after a dialog closes the focus is back on what opened it; every dialog can be left. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function closeWith(page: Page, dialog: Locator, how: 'Escape' | string) {
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: how, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('dialogs and focus', () => {
  it('Update Phase: Cancel, Close and Escape each return the focus to the button that opened it', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await (await assignToDemoLawyer(client.caseId)).dispose();
    await acceptFeeAgreement(clientPage, client);

    const page = await newPage();
    await signInAsStaff(page, '/login', DEMO.lawyer);
    await page.waitForURL('**/lawyer-dashboard**');
    await page.getByRole('tab', { name: 'Cases' }).click();
    await page.getByRole('searchbox', { name: 'Search cases' }).fill(client.lastName);
    const card = page
      .getByRole('list', { name: 'Cases' })
      .getByRole('listitem')
      .filter({ hasText: client.caseReference });
    const opener = card.getByRole('button', { name: `Update Phase of ${client.caseReference}` });
    const dialog = page.getByRole('dialog', { name: 'Update Phase' });
    for (const how of ['Cancel', 'Close', 'Escape']) {
      await opener.click();
      await dialog.waitFor();
      if (how === 'Cancel')
        await page.screenshot({ path: 'test-results/screenshots/update-phase-dialog-1280.png' });
      await closeWith(page, dialog, how);
      expect(await hasFocus(opener), `focus after ${how}`).toBe(true);
    }
  });

  it('Team → Message: the focus follows to the Messages panel, not to the page', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    await (await assignToDemoLawyer(client.caseId)).dispose();
    await openPortal(page, 'team');
    await page
      .getByRole('button', { name: /^Message / })
      .first()
      .click();
    const panel = page.getByRole('tabpanel', { name: 'Messages' });
    await panel.waitFor();
    await expect.poll(() => hasFocus(panel)).toBe(true);
    // From there the next Tab reaches the thread's controls, inside the panel.
    await page.getByLabel('Your message').waitFor();
  });

  it('the withdrawal and payout-method dialogs can be closed, and return the focus to "Request a withdrawal"', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await recordRecovery(lawyer, client.caseId, 300);
    await lawyer.dispose();
    await openPortal(page, 'payments');
    const opener = page.getByRole('button', { name: 'Request a withdrawal' });
    await expect.poll(() => opener.isEnabled()).toBe(true);

    // No payout method yet: the dialog opens on "Add a payout method", which has a Close.
    await opener.click();
    const addMethod = page.getByRole('dialog', { name: 'Add a payout method' });
    await addMethod.getByLabel('IBAN').waitFor();
    await page.screenshot({ path: 'test-results/screenshots/add-payout-method-dialog-1280.png' });
    await closeWith(page, addMethod, 'Close');
    expect(await hasFocus(opener)).toBe(true);

    await opener.click();
    await addMethod.getByLabel("Account holder's full name").fill(`${client.firstName} ${client.lastName}`);
    await addMethod.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await addMethod.getByRole('button', { name: 'Save payout method' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Request a withdrawal' });
    await withdraw.getByLabel('Amount').waitFor();
    await closeWith(page, withdraw, 'Close');
    expect(await hasFocus(opener)).toBe(true);
  });
});
