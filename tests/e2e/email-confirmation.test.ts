import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { deliveriesTo } from './support/mailbox';
import { CONFIRM_LINK, confirmationLinkFor, openPortal, registerClient } from './support/portal';

const { newPage } = setupBrowser();

describe('a new client confirms their email address (D28)', () => {
  it('sees why payouts wait, re-sends the link, confirms it, and the portal opens payouts', async () => {
    const page = await newPage();
    const client = await registerClient(page, { confirmEmail: false });
    await openPortal(page, 'payments');

    const banner = page.getByRole('region', { name: 'Please confirm your email address' });
    await banner.getByText(client.email, { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Request a withdrawal' }).isDisabled()).toBe(true);
    await page.getByText('Confirm your email address first', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const sentBefore = deliveriesTo(client.email, CONFIRM_LINK).length;
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('Link sent').first().waitFor();

    // The newest link (the re-sent one, once it has arrived) confirms; the page says it worked.
    await page.goto(await confirmationLinkFor(client.email, undefined, sentBefore + 1));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByText('Thank you: your email address is confirmed.', { exact: false }).waitFor();

    await openPortal(page, 'payments');
    await page.getByText('There is no available balance to withdraw yet.').waitFor();
    expect(await page.getByRole('region', { name: 'Please confirm your email address' }).count()).toBe(0);
  });
});
