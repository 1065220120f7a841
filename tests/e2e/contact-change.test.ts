import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signInAsStaff, submitSignIn } from './support/journeys';
import { deliveredTo } from './support/mailbox';
import { assignToDemoLawyer, registerClient, withStepUp } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const CANCEL_LINK = /\/contact-change\/cancel\?token=[\w-]+/;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('a staff member proposes a client’s new email address (D34)', () => {
  it('the old address is told, “this wasn’t me” cancels it, the manager is alerted, the client signs in as before', async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage);
    await assignToDemoLawyer(client.caseId);
    const name = `${client.firstName} ${client.lastName}`;
    const proposed = `taken-over.${randomBytes(3).toString('hex')}@example.test`;

    // The lawyer edits the email in the client dialog: it becomes a proposal, shown as waiting.
    const lawyer = await newPage();
    await signInAsStaff(lawyer, '/login', DEMO.lawyer);
    await lawyer.waitForURL('**/lawyer-dashboard');
    await lawyer.goto('/lawyer-dashboard?tab=clients');
    await lawyer.getByLabel('Search clients').fill(client.lastName);
    await lawyer.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = lawyer.getByRole('dialog', { name: 'Edit Client & Manage Funds' });
    await dialog.getByLabel('Email', { exact: true }).fill(proposed);
    await dialog.getByRole('button', { name: 'Save client details' }).click();
    await notifications(lawyer).getByText('Change proposed', { exact: true }).waitFor();
    const waiting = dialog.getByRole('status').filter({ hasText: 'New email address proposed:' });
    await waiting.getByText(proposed).waitFor();
    await waiting
      .getByText('waiting for the client to confirm from the new address', { exact: false })
      .waitFor();
    // The form starts again from the address in use: nothing changed yet.
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(client.email);
    expect(await axeViolations(lawyer)).toEqual([]);
    await shot(lawyer, 'contact-change-proposed-1280');

    // The client's current address gets the security notice with the "this wasn't me" link.
    const notice = await deliveredTo(client.email, CANCEL_LINK);
    expect(notice).toContain(proposed);
    const link = notice.match(CANCEL_LINK)![0];

    const owner = await newPage({ viewport: { width: 390, height: 844 } });
    await owner.goto(link);
    await owner.getByRole('heading', { name: "This wasn't me" }).waitFor();
    await shot(owner, 'contact-change-cancel-en-390');
    await owner.getByRole('button', { name: 'Cancel this change' }).click();
    await owner
      .getByText('The change has been cancelled: your email address stays as it was', { exact: false })
      .waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await shot(owner, 'contact-change-cancelled-en-390');
    // Used once: the same link now says so instead of doing anything.
    await owner.reload();
    await owner.getByRole('button', { name: 'Cancel this change' }).click();
    await owner.getByRole('alert').getByText('This change was cancelled with', { exact: false }).waitFor();

    // The desk's manager finds the security alert in the bell.
    const manager = await newPage();
    await signInAsStaff(manager, '/login', DEMO.manager);
    await manager.waitForURL('**/manager-dashboard');
    await manager.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await manager
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Security alert: a client rejected a change to their contact details/ })
      .first()
      .waitFor();
    await shot(manager, 'contact-change-manager-alert-1280');

    // The lawyer's dialog no longer shows a proposal; the client signs in with the old details.
    await lawyer.reload();
    await lawyer.getByLabel('Search clients').fill(client.lastName);
    await lawyer.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByRole('heading', { name: 'Funds from the ledger' }).waitFor();
    expect(await dialog.getByText('New email address proposed:').count()).toBe(0);

    const again = await newPage();
    await again.goto('/client-login');
    await submitSignIn(again, { username: client.email, password: client.password });
    await again.waitForURL('**/client-dashboard');
  });

  it('the client confirms from the new address while signed in; a signed-out visitor is asked to sign in first', async () => {
    const clientPage = await newPage({ viewport: { width: 390, height: 844 } });
    const client = await registerClient(clientPage);
    const lawyer = await assignToDemoLawyer(client.caseId);
    const next = `moved.${randomBytes(3).toString('hex')}@example.test`;
    const proposed = await withStepUp(lawyer, DEMO.lawyer.password, () =>
      lawyer.put(`/api/lawyer/clients/${client.clientId}`, { data: { email: next } }),
    );
    expect(proposed.status(), await proposed.text()).toBe(200);
    await lawyer.dispose();
    const CONFIRM_LINK = /\/contact-change\/confirm\?token=[\w-]+/;
    const link = (await deliveredTo(next, CONFIRM_LINK)).match(CONFIRM_LINK)![0];

    // The link alone, without the client's session, changes nothing.
    const stranger = await newPage({ viewport: { width: 390, height: 844 } });
    await stranger.goto(link);
    await stranger.getByRole('button', { name: 'Confirm the change' }).click();
    await stranger
      .getByRole('alert')
      .getByText('Please sign in to the client portal', { exact: false })
      .waitFor();
    await shot(stranger, 'contact-change-confirm-sign-in-first-en-390');

    await clientPage.goto(link);
    await clientPage.getByRole('button', { name: 'Confirm the change' }).click();
    await clientPage
      .getByText('Done: your email address has been changed and is confirmed.', { exact: false })
      .waitFor();
    expect(await axeViolations(clientPage)).toEqual([]);
    await shot(clientPage, 'contact-change-confirmed-en-390');
    const status = await clientPage.request.get('/api/client/email-confirmation');
    expect(await status.json()).toEqual({ confirmed: true, email: next });
  });

  it('the pages say clearly when a link is incomplete, in German too, at phone width', async () => {
    for (const [locale, heading] of [
      ['en-US', 'Confirm the change to your account'],
      ['de-DE', 'Änderung Ihres Kontos bestätigen'],
    ] as const) {
      const page = await newPage({ locale, viewport: { width: 390, height: 844 } });
      await page.goto('/contact-change/confirm?token=short');
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('alert').waitFor();
      await shot(page, `contact-change-confirm-invalid-${locale}-390`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
