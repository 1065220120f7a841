import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { currentUser, DEMO, notifications, pathOf, signIn } from './support/journeys';

const { newPage } = setupBrowser();

describe('admin signs in at /admin-login', () => {
  it('lands on the admin dashboard showing their name', async () => {
    const page = await newPage();
    await signIn(page, '/admin-login', DEMO.admin);

    await page.waitForURL('**/admin-dashboard');
    const user = await currentUser(page);
    await page.getByRole('banner').getByText(`${user.firstName} ${user.lastName}`).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The console itself, not a placeholder: its eight sections (D37 added Approvals), overview open.
    const sections = page.getByRole('tablist', { name: 'Admin sections' });
    const names = await sections.getByRole('tab').allTextContents();
    expect(names).toEqual([
      'Overview',
      'Users',
      'Cases',
      'Financials',
      'System',
      'Analytics',
      'Settings',
      'Approvals',
    ]);
    expect(await sections.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows Login Failed for a wrong password', async () => {
    const page = await newPage();
    await signIn(page, '/admin-login', { username: DEMO.admin.username, password: 'Demo-Admin-2025' });

    await notifications(page).getByText('Login Failed').waitFor();
    expect(pathOf(page)).toBe('/admin-login');
  });

  it('refuses a lawyer with a correct password, as if the password were wrong', async () => {
    const page = await newPage();
    await signIn(page, '/admin-login', DEMO.secondLawyer);

    await notifications(page).getByText('Login Failed').waitFor();
    expect(pathOf(page)).toBe('/admin-login');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});
