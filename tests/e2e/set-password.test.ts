import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signIn } from './support/journeys';

const { newPage } = setupBrowser();

/** A visitor registers through the assessment; the answer carries the emailed link's token. */
async function register(page: Page) {
  const email = `pia.${randomBytes(4).toString('hex')}@example.test`;
  const response = await page.request.post('/api/register', {
    data: {
      firstName: 'Pia',
      lastName: 'Lind',
      email,
      country: 'DE',
      fraudType: 'investment',
      amountLost: '18000',
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { email, token: body.token };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Set a password for your portal' });

describe('a client who registered without a password (D16)', () => {
  it('sets one in the dashboard dialog, signs out, and signs in with it at /client-login', async () => {
    const page = await newPage();
    const { email } = await register(page);
    await page.goto('/client-dashboard');
    await dialog(page).waitFor();

    await dialog(page).getByLabel('New password', { exact: true }).fill('short');
    await dialog(page).getByRole('button', { name: 'Save password' }).click();
    await dialog(page).getByText('Use at least 8 characters.').waitFor();

    await dialog(page).getByLabel('New password', { exact: true }).fill('Green-Harbour-Lights-4');
    await dialog(page).getByLabel('Repeat the new password').fill('Green-Harbour-Lights-4');
    await dialog(page).getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Password saved').waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, '/client-login', { username: email, password: 'Green-Harbour-Lights-4' });
    await page.waitForURL('**/client-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await dialog(page).count()).toBe(0);
  });

  it('may put it off for this session; a new session asks again', async () => {
    const page = await newPage();
    await register(page);
    await page.goto('/client-dashboard');
    await dialog(page).getByRole('button', { name: 'Later' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await dialog(page).count()).toBe(0);

    // A new tab is a new browser session for sessionStorage; the cookie still signs them in.
    const again = await page.context().newPage();
    await again.goto('/client-dashboard');
    await dialog(again).waitFor();
  });
});

describe('/set-password from the emailed link', () => {
  it('sets the password once, then the same link is refused', async () => {
    const page = await newPage();
    const { email, token } = await register(page);
    await page.context().clearCookies();

    await page.goto(`/set-password?token=${encodeURIComponent(token)}`);
    await page.getByLabel('New password', { exact: true }).fill('Quiet-Mountain-Road-5');
    await page.getByLabel('Repeat the new password').fill('Quiet-Mountain-Road-5');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/client-login');
    await signIn(page, '/client-login', { username: email, password: 'Quiet-Mountain-Road-5' });
    await page.waitForURL('**/client-dashboard');

    await page.goto(`/set-password?token=${encodeURIComponent(token)}`);
    await page.getByLabel('New password', { exact: true }).fill('Another-Mountain-Road-6');
    await page.getByLabel('Repeat the new password').fill('Another-Mountain-Road-6');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page
      .getByRole('alert')
      .getByText(/invalid, already used or expired/)
      .waitFor();
  });

  it("asks to wait, in the reader's language, once the address has used up its link checks", async () => {
    // An address of its own (the server believes X-Forwarded-For from loopback in these tests).
    const page = await newPage({ locale: 'de-DE', extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.45' } });
    const guess = () => randomBytes(32).toString('base64url');
    for (let i = 0; i < 10; i++) {
      // LINK_CHECK_LIMIT.perIp: these ten are checked, the next one is refused.
      const response = await page.request.post('/api/auth/set-password', {
        data: { token: guess(), password: 'Quiet-Mountain-Road-5' },
      });
      expect(response.status()).toBe(400);
    }
    await page.goto(`/set-password?token=${guess()}`);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Quiet-Mountain-Road-5');
    await page.getByLabel('Neues Passwort wiederholen').fill('Quiet-Mountain-Road-5');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Zu viele Versuche. Bitte warten Sie einige Minuten').waitFor();
  });
});
