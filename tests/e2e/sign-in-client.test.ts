import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { currentUser, DEMO, notifications, pathOf, signIn } from './support/journeys';

const { newPage } = setupBrowser();

describe('client signs in at /client-login', () => {
  it('lands on the client dashboard showing their name and client ID', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, '/client-login', DEMO.client);

    await notifications(page).getByText('Login Successful').waitFor();
    await page.waitForURL('**/client-dashboard');
    const user = await currentUser(page);
    await page.getByRole('banner').getByText(`${user.firstName} ${user.lastName}`).waitFor();
    await page.getByRole('heading', { name: `Welcome, ${user.firstName}` }).waitFor();
    // Spec §2: the header shows the last 8 characters of the client id.
    const idLine = await page.getByText(/Client ID:/).textContent();
    expect(idLine?.replace(/\s+/g, '')).toBe(`ClientID:${user.id.slice(-8).toUpperCase()}`);
  });

  it('shows Login Failed for a wrong password and keeps what was typed', async () => {
    const page = await newPage();
    await signIn(page, '/client-login', {
      username: DEMO.secondClient.username,
      password: 'not-the-password',
    });

    const toast = notifications(page);
    await toast.getByText('Login Failed').waitFor();
    expect(pathOf(page)).toBe('/client-login');
    expect(await page.getByLabel('Username').inputValue()).toBe(DEMO.secondClient.username);
    expect(
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).isEnabled(),
    ).toBe(true);
  });

  it('asks for both fields before sending anything', async () => {
    const page = await newPage();
    await page.goto('/client-login');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByText('Please enter your username.').waitFor();
    await page.getByText('Please enter your password.').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/client-login');
  });
});
