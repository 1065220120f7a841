import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, pathOf, signIn } from './support/journeys';

const { newPage } = setupBrowser();

describe('signing out', () => {
  it('returns to the home page, and the dashboard then asks to sign in again', async () => {
    const page = await newPage();
    await signIn(page, '/login', DEMO.secondLawyer);
    await page.waitForURL('**/lawyer-dashboard');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    await page.goto('/lawyer-dashboard');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
    await page.getByRole('heading', { name: 'Staff Login', level: 1 }).waitFor();
  });
});
