import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, pathOf, signIn } from './support/journeys';

const { newPage } = setupBrowser();

describe('dashboards without a session', () => {
  it.each([
    ['/client-dashboard', '/client-login', 'Client Portal'],
    ['/lawyer-dashboard', '/login', 'Staff Login'],
    ['/manager-dashboard', '/login', 'Staff Login'],
  ])('%s sends the visitor to %s', async (dashboard, loginPage, heading) => {
    const page = await newPage();
    await page.goto(dashboard);

    await page.waitForURL(`**${loginPage}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.getByLabel('Username').waitFor();
  });

  it.each(['/admin-dashboard', '/admin'])('%s shows the admin login form in place', async (path) => {
    const page = await newPage();
    await page.goto(path);

    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    await page.getByLabel('Password').waitFor();
    expect(pathOf(page)).toBe(path);
  });

  it('a localStorage adminAuth flag opens nothing: only the server session does (D8)', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('adminAuth', 'true');
      localStorage.setItem('adminUser', JSON.stringify({ role: 'admin', username: 'admin' }));
    });
    await page.goto('/admin');

    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Admin sections' }).count()).toBe(0);
    const users = await page.request.get('/api/admin/users');
    expect(users.status()).toBe(401);
  });

  it.each(['/admin', '/admin-dashboard'])(
    'the admin login shown in place at %s leads to the admin dashboard',
    async (path) => {
      const page = await newPage();
      await signIn(page, path, DEMO.admin);

      await page.waitForURL('**/admin-dashboard');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Admin Login' }).count()).toBe(0);
    },
  );
});

describe('dashboards of another role', () => {
  it('a client who opens /lawyer-dashboard is sent to /client-dashboard', async () => {
    const page = await newPage();
    await signIn(page, '/client-login', DEMO.thirdClient);
    await page.waitForURL('**/client-dashboard');

    await page.goto('/lawyer-dashboard');
    await page.waitForURL('**/client-dashboard');
    await page.getByText(/Client ID:/).waitFor();
    expect(await page.getByText(/Bar ID/).count()).toBe(0);
  });
});
