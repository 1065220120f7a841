import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { pathOf } from './support/journeys';
import { registerClient } from './support/portal';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const { newPage } = setupBrowser();

describe('passkeys', () => {
  it('a client adds a passkey, signs out, and signs in with it alone, typing no name', async () => {
    const page = await newPage();
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await page.goto('/client-login');
    await registerClient(page);

    await page.goto('/account');
    await page.getByText('You have not added a passkey yet.').waitFor();
    await page.getByLabel('Name').fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('This laptop').waitFor();
    await list.getByText('not used yet').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    await page.screenshot({ path: 'test-results/passkeys-account-1280-en.png', fullPage: true });

    await page.context().clearCookies();
    await page.goto('/client-login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/client-dashboard');
    expect(pathOf(page)).toBe('/client-dashboard');

    await page.goto('/account');
    await page
      .getByRole('list', { name: 'Your passkeys' })
      .getByText(/last used/)
      .waitFor();
  });

  it('says plainly when no passkey answers, and stays on the sign-in page', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    await addVirtualAuthenticator(page);
    await page.goto('/client-login');
    // An empty authenticator: the browser finds no passkey for this site and the request ends.
    await page.getByRole('button', { name: 'Mit einem Passkey anmelden' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /abgebrochen|überprüft/ })
      .waitFor({ timeout: 70_000 });
    expect(pathOf(page)).toBe('/client-login');
    await page.screenshot({ path: 'test-results/passkeys-client-login-390-de.png', fullPage: true });
  }, 90_000);
});
