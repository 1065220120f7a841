import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { notifications, pathOf, signIn } from './support/journeys';
import { layoutProblems, settled } from './support/layout';
import { registerClient } from './support/portal';

const { newPage } = setupBrowser();

const SHOTS = 'test-results/account-page';

/** The account page as drawn at `width`, checked for cut-off text and saved for review. */
async function lookAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await settled(page);
  expect(await layoutProblems(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}-${name}-${width}.png`, fullPage: true });
}

describe('the account page', () => {
  it('shows a client where they are signed in and every attempt, and signs out another browser', async () => {
    const page = await newPage();
    const client = await registerClient(page);

    // A second browser: one wrong password first (refused), then the right one.
    const other = await newPage();
    await signIn(other, '/client-login', { username: client.email, password: 'not-the-password' });
    await notifications(other).getByText('Login Failed').waitFor();
    await signIn(other, '/client-login', { username: client.email, password: client.password });
    await other.waitForURL('**/client-dashboard');

    await page.goto('/client-dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Account security' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Account security', level: 1 }).waitFor();

    // Sessions: the registration's own and the other browser's; this one is marked, and only the other has a Sign out.
    const sessions = page.getByRole('listitem').filter({ hasText: /Signed in .* Last active/ });
    await expect.poll(() => sessions.count()).toBe(2);
    expect(await sessions.filter({ hasText: 'This browser' }).count()).toBe(1);
    const signOutOther = page.getByRole('button', { name: /^Sign out Chrome on Linux$/ });
    expect(await signOutOther.count()).toBe(1);

    // History: the refused password, then the sign-in that followed, newest first.
    const history = page.getByRole('table', { name: 'Sign-in attempts' });
    const rows = history.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toMatch(/Signed in.*Password.*Chrome on Linux/);
    expect(await rows.nth(2).textContent()).toMatch(/Refused.*Password.*Chrome on Linux/);
    await lookAt(page, 1280, 'en');
    await lookAt(page, 390, 'en');
    await page.setViewportSize({ width: 1280, height: 900 });

    await signOutOther.click();
    await notifications(page).getByText('Session signed out').waitFor();
    await expect.poll(() => sessions.count()).toBe(1);
    await page.getByText('You are signed in only here.').waitFor();

    // The other browser is signed out: its next visit to the dashboard asks it to sign in.
    await other.goto('/client-dashboard');
    await other.waitForURL('**/client-login');
    expect(pathOf(other)).toBe('/client-login');

    // Recovery codes wait for a second factor; the authenticator app is not set up.
    await page.getByText('Recovery codes come with a second factor.', { exact: false }).waitFor();
    await page.getByText('Not set up').waitFor();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Sécurité du compte', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Tentatives de connexion' }).getByText('Refusé').waitFor();
    await lookAt(page, 1280, 'fr');
    await lookAt(page, 390, 'fr');
  });

  it('signs out all other sessions after asking, and keeps this one', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const client = await registerClient(page);
    const others = [await newPage(), await newPage()];
    for (const other of others) {
      await signIn(other, '/client-login', { username: client.email, password: client.password });
      await other.waitForURL('**/client-dashboard');
    }

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out all other sessions?' });
    await dialog.getByRole('button', { name: 'Sign out the others' }).click();
    await notifications(page).getByText('2 other sessions signed out').waitFor();
    await page.getByText('You are signed in only here.').waitFor();

    for (const other of others) {
      await other.goto('/client-dashboard');
      await other.waitForURL('**/client-login');
    }
    await page.goto('/client-dashboard');
    await page.getByRole('heading', { name: `Welcome, ${client.firstName}` }).waitFor();
  });
});
