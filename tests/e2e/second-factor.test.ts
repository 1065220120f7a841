import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unusedCode } from '../support/totp-codes';
import { setupBrowser } from './support/browser';
import { submitSignIn } from './support/journeys';
import { deliveredTo } from './support/mailbox';
import { approveAsAccounts, staffApi } from './support/portal';

// Issue 18 (D27), in Chromium: a new lawyer's first sign-in sets up an authenticator app (the
// test reads the setup key off the screen and computes the codes, as the app would), later
// sign-ins take the app's code, and a recovery code works when the phone is not at hand.

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Lantern-Orchard-Bridge-9';

/** A lawyer the demo admin invites; the password is set from the emailed link, as the person would. */
async function newLawyer(language = 'en') {
  const username = `e2e.tfa.${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.test`;
  const admin = await staffApi('admin');
  const created = await admin.post('/api/admin/users', {
    data: { firstName: 'Tessa', lastName: 'Factor', email, username, role: 'lawyer', language },
  });
  // D37: a staff account waits for the second admin's approval; then the invitation goes out.
  await approveAsAccounts(created);
  const body = await deliveredTo(email, /set-password\?token=/);
  const token = decodeURIComponent(body.match(/set-password\?token=([^\s&]+)/)![1]!);
  const set = await admin.post('/api/auth/set-password', { data: { token, password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(204);
  await admin.dispose();
  return { username, password: PASSWORD };
}

const main = (page: Page) => page.getByRole('main');

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('staff second factor in the browser (D27)', () => {
  it('enrols at first sign-in, then signs in with the app code, then with a recovery code', async () => {
    const lawyer = await newLawyer();
    const page = await newPage();

    await page.goto('/login');
    await submitSignIn(page, lawyer);
    await page.waitForURL('**/sign-in/enrol');
    await main(page).getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await main(page).getByLabel('Setup key').inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong first code is refused in place, with the server's words.
    await main(page).getByLabel('Authentication code').fill('000000');
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await main(page).getByText('That code is not right').waitFor();

    await main(page)
      .getByLabel('Authentication code')
      .fill(await unusedCode(secret));
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await main(page).getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await main(page)
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    const cont = main(page).getByRole('button', { name: 'Continue' });
    expect(await cont.isDisabled()).toBe(true);
    await main(page).getByRole('checkbox', { name: 'I have stored these codes somewhere safe' }).click();
    await cont.click();
    await page.waitForURL('**/lawyer-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Signing in again: the password, then the app's code.
    await signOut(page);
    await page.goto('/login');
    await submitSignIn(page, lawyer);
    await page.waitForURL('**/sign-in/second-factor');
    // A partial sign-in opens no dashboard: the guard sends it back to its step.
    await page.goto('/lawyer-dashboard');
    await page.waitForURL('**/sign-in/second-factor');
    await main(page)
      .getByLabel('Authentication code')
      .fill(await unusedCode(secret));
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/lawyer-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The phone is not at hand: a recovery code, once.
    await signOut(page);
    await page.goto('/login');
    await submitSignIn(page, lawyer);
    await page.waitForURL('**/sign-in/second-factor');
    await main(page).getByRole('button', { name: 'Use a recovery code instead' }).click();
    await main(page).getByLabel('Recovery code').fill(codes[0]!);
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/lawyer-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it.each([
    ['en', 'en-US'],
    ['de', 'de-DE'],
  ])('draws both step pages at 1280 and 390 px (%s)', async (language, locale) => {
    const lawyer = await newLawyer(language);
    const page = await newPage({ locale });
    mkdirSync(SCREENSHOTS, { recursive: true });
    const shoot = async (name: string) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${language}-${width}.png`, fullPage: true });
      }
    };

    const login = await page.request.post('/api/auth/login', { data: lawyer });
    expect((await login.json()).stage).toBe('enrolment');
    await page.goto('/sign-in/enrol');
    const qr = main(page).getByRole('img');
    await qr.waitFor();
    await shoot('sign-in-enrol');

    const secret = (await main(page).locator('#enrol-setup-key').inputValue()).replace(/\s/g, '');
    await main(page)
      .locator('#enrol-code')
      .fill(await unusedCode(secret));
    await main(page)
      .getByRole('button')
      .filter({ hasText: language === 'de' ? 'Bestätigen' : 'Verify' })
      .click();
    await main(page).getByRole('list').waitFor();
    await shoot('sign-in-recovery-codes');

    await page.request.post('/api/auth/logout');
    await page.request.post('/api/auth/login', { data: lawyer });
    await page.goto('/sign-in/second-factor');
    await main(page).locator('#second-step-code').waitFor();
    await shoot('sign-in-second-factor');
  });
});
