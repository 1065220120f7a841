import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { deliveredTo } from './support/mailbox';
import { registerClient } from './support/portal';

const { newPage } = setupBrowser();

/** Issue 17 item 4: a client without a password is reminded, and anyone can get back in by email. */
const reminder = (page: Page) => page.getByRole('region', { name: 'Set a password for your portal' });
const setPasswordDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Set a password for your portal' });
const RESET_LINK = /\/reset-password\?token=[A-Za-z0-9_-]+/;
const SCREENSHOTS = 'test-results/screenshots';

/** Nothing runs off the side on a phone (issue 17 item 3), and a picture to look at. */
async function fitsAndShoot(page: Page, name: string) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(
    true,
  );
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('never locked out', () => {
  it('keeps a banner after "Later" and a reload; after signing out, "Forgot your password?" leads back in', async () => {
    const page = await newPage();
    const client = await registerClient(page, { setPassword: false });
    await page.goto('/client-dashboard');
    await setPasswordDialog(page).getByRole('button', { name: 'Later' }).click();
    await setPasswordDialog(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await reminder(page).waitFor();
    expect(await setPasswordDialog(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The banner's button opens the same dialog, and closing it returns the focus to the button.
    const open = reminder(page).getByRole('button', { name: 'Set password' });
    await open.click();
    await setPasswordDialog(page).getByRole('button', { name: 'Close' }).click();
    await setPasswordDialog(page).waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/client-login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password?as=client');
    await page.getByLabel('Email address').fill(client.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('Please check your email').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const email = await deliveredTo(client.email, RESET_LINK);
    expect(email).toContain('valid for one hour');
    await page.goto(email.match(RESET_LINK)![0]);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Silver-Lake-Morning-8');
    await page.getByLabel('Repeat the new password').fill('Silver-Lake-Morning-8');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/client-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Signed in, with a password now: no reminder, no dialog.
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await reminder(page).count()).toBe(0);
    expect(await setPasswordDialog(page).count()).toBe(0);

    // The link worked once.
    await page.goto(email.match(RESET_LINK)![0]);
    await page.getByLabel('New password', { exact: true }).fill('Another-Lake-Morning-9');
    await page.getByLabel('Repeat the new password').fill('Another-Lake-Morning-9');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page
      .getByRole('alert')
      .getByText(/already used or more than one hour old/)
      .waitFor();
  });

  it('offers "Forgot your password?" on the staff and admin sign-in pages, in the reader\'s language', async () => {
    const page = await newPage({ locale: 'de-DE' });
    for (const [path, back] of [
      ['/login', '/login'],
      ['/admin-login', '/admin-login'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
      await page.getByRole('heading', { name: 'Passwort vergessen?' }).waitFor();
      // Same answer for an address nobody uses.
      await page.getByLabel('E-Mail-Adresse').fill('niemand.hier@example.test');
      await page.getByRole('button', { name: 'Link senden' }).click();
      await page.getByText('Bitte prüfen Sie Ihre E-Mails').waitFor();
      await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
      await page.waitForURL((url) => url.pathname === back);
    }
  });

  for (const locale of ['de-DE', 'fr-FR', 'it-IT']) {
    it(`fits a 390 px phone in ${locale}: the banner, the sign-in link, the request and the new-password page`, async () => {
      const page = await newPage({ locale, viewport: { width: 390, height: 844 } });
      const lang = locale.slice(0, 2);
      await registerClient(page, { setPassword: false });
      // As after "Later" in this tab: the banner alone.
      await page.addInitScript(() => window.sessionStorage.setItem('set-password-postponed', '1'));
      await page.goto('/client-dashboard');
      await page
        .getByRole('region')
        .filter({ has: page.locator('#password-reminder-title') })
        .waitFor();
      await fitsAndShoot(page, `password-reminder-${lang}-390`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().clearCookies();
      for (const [path, name] of [
        ['/client-login', 'client-login'],
        ['/forgot-password?as=client', 'forgot-password'],
        [`/reset-password?token=${'x'.repeat(43)}`, 'reset-password'],
      ] as const) {
        await page.goto(path);
        await fitsAndShoot(page, `${name}-${lang}-390`);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
});
