import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { currentUser, DEMO, notifications, pathOf, signIn } from './support/journeys';

const { newPage } = setupBrowser();

describe('staff sign in at /login', () => {
  it('a lawyer lands on the lawyer dashboard showing their name and Bar ID', async () => {
    const page = await newPage();
    await signIn(page, '/login', DEMO.lawyer);

    await page.waitForURL('**/lawyer-dashboard');
    const user = await currentUser(page);
    // In the header: the workspace may name them too (activity of their cases).
    await page.getByRole('banner').getByText(`${user.firstName} ${user.lastName}`).waitFor();
    await notifications(page).getByText(`Welcome back, ${user.firstName}.`).waitFor();
    const barLine = await page.getByText(/Bar ID:/).textContent();
    expect(barLine?.replace(/\s+/g, '')).toBe(`BarID:${user.id.slice(-6).toUpperCase()}`);
  });

  it('a manager lands on the manager dashboard showing their name', async () => {
    const page = await newPage({ viewport: { width: 768, height: 1024 } });
    await signIn(page, '/login', DEMO.manager);

    await page.waitForURL('**/manager-dashboard');
    const user = await currentUser(page);
    // In the header: the workspace may name them too (activity of their cases).
    await page.getByRole('banner').getByText(`${user.firstName} ${user.lastName}`).waitFor();
    // The desk's own dashboard: its name as a heading and its figures from the API.
    await page.getByRole('heading', { name: 'Northwest Europe', level: 2 }).waitFor();
    await page.getByRole('group', { name: 'Total Cases' }).waitFor();
  });

  it('shows Login Failed for a wrong password and stays on the page', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByText('please contact the administrator').waitFor();
    await signIn(page, '/login', { username: DEMO.manager.username, password: 'wrong-password' });

    await notifications(page).getByText('Login Failed').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByLabel('Password').inputValue()).toBe('wrong-password');

    // Spec §9: F8 takes keyboard users to the message before it disappears.
    await page.keyboard.press('F8');
    const isFocusInNotifications = await notifications(page).evaluate((region) =>
      region.contains(document.activeElement),
    );
    expect(isFocusInNotifications).toBe(true);
  });
});
