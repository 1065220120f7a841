import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, enterSecondStepCode, notifications, pathOf, submitSignIn } from './support/journeys';
import { registerClient } from './support/portal';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

// Issue 31 item 7, in Chromium: the second step offers exactly the factors the person has, and
// nothing says "Login Successful" until the sign-in is complete.

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const main = (page: Page) => page.getByRole('main');

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the server tells this partial session it may use (GET /api/auth/second-factor). */
async function offeredFactors(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/auth/second-factor');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { factors: string[] }).factors;
}

describe('the second step offers only what the person has (issue 31)', () => {
  it.each([
    { language: 'en', locale: 'en-US', add: 'Add a passkey', use: 'Use a passkey', lead: 'Use your passkey' },
    {
      language: 'de',
      locale: 'de-DE',
      add: 'Einen Passkey hinzufügen',
      use: 'Einen Passkey verwenden',
      lead: 'Verwenden Sie Ihren Passkey',
    },
  ])('a client with only a passkey is asked for it, never for an app code ($language)', async (words) => {
    const page = await newPage({ locale: words.locale });
    await addVirtualAuthenticator(page);
    const client = await registerClient(page);
    await page.goto('/account');
    await page.locator('#passkey-name').fill('This laptop');
    await page.getByRole('button', { name: words.add }).click();
    await page.getByRole('list').getByText('This laptop').first().waitFor();

    await page.context().clearCookies();
    await page.goto('/client-login');
    if (words.language === 'en') {
      await submitSignIn(page, { username: client.email, password: client.password });
    } else {
      // The English helper knows English labels only: the password step as the form sends it.
      const login = await page.request.post('/api/auth/login', {
        data: { username: client.email, password: client.password },
      });
      expect((await login.json()).stage).toBe('second_factor');
      await page.goto('/sign-in/second-factor');
    }
    await page.waitForURL('**/sign-in/second-factor');
    expect(await offeredFactors(page)).toEqual(['passkey']);

    await main(page).getByText(words.lead).waitFor();
    const passkey = main(page).getByRole('button', { name: words.use });
    await passkey.waitFor();
    // No code field for an app they never set up, and no recovery codes they never received.
    expect(await main(page).getByRole('textbox').count()).toBe(0);
    expect(
      await main(page)
        .getByRole('button', { name: /recovery|Wiederherstellung/ })
        .count(),
    ).toBe(0);
    // The password alone is not a sign-in: nothing welcomes them yet.
    expect(
      await notifications(page)
        .getByText(/Login Successful|Anmeldung erfolgreich/)
        .count(),
    ).toBe(0);
    await shoot(page, `sign-in-passkey-only-${words.language}`);

    await passkey.click();
    await page.waitForURL('**/client-dashboard');
    expect(pathOf(page)).toBe('/client-dashboard');
  });

  it('a client with a passkey and recovery codes may use a code instead; the welcome comes after it', async () => {
    const page = await newPage();
    await addVirtualAuthenticator(page);
    const client = await registerClient(page);
    await page.goto('/account');
    await page.locator('#passkey-name').fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list').getByText('This laptop').first().waitFor();
    const issued = await page.request.post('/api/auth/recovery-codes');
    expect(issued.status(), await issued.text()).toBe(200);
    const [code] = ((await issued.json()) as { recoveryCodes: string[] }).recoveryCodes;

    await page.context().clearCookies();
    await page.goto('/client-login');
    await submitSignIn(page, { username: client.email, password: client.password });
    await page.waitForURL('**/sign-in/second-factor');
    expect(await offeredFactors(page)).toEqual(['passkey', 'recovery_code']);
    await main(page).getByRole('button', { name: 'Use a passkey' }).waitFor();
    expect(await main(page).getByRole('textbox').count()).toBe(0);

    await main(page).getByRole('button', { name: 'Use a recovery code instead' }).click();
    await main(page).getByText('Enter one of the recovery codes you saved.').waitFor();
    // No way back to an app they do not have.
    expect(await main(page).getByRole('button', { name: 'Use the authenticator app instead' }).count()).toBe(
      0,
    );
    expect(await notifications(page).getByText('Login Successful').count()).toBe(0);
    await main(page).getByText('Lost your passkey and your recovery codes?').waitFor();
    await shoot(page, 'sign-in-passkey-recovery-en');
    await main(page).getByLabel('Recovery code').fill(code!);
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await notifications(page).getByText('Login Successful').waitFor();
    await page.waitForURL('**/client-dashboard');
  });

  it('a lawyer with an app and no recovery codes: the app code, no recovery link, the welcome only at the end', async () => {
    const page = await newPage();
    await page.goto('/login');
    await submitSignIn(page, DEMO.secondLawyer);
    await page.waitForURL('**/sign-in/second-factor');
    const factors = await offeredFactors(page);
    expect(factors).toContain('totp');
    expect(factors).not.toContain('recovery_code');

    await main(page).getByLabel('Authentication code').waitFor();
    expect(await main(page).getByRole('button', { name: 'Use a recovery code instead' }).count()).toBe(0);
    // A passkey button only for someone who has one (another journey may have given this lawyer one).
    expect(await main(page).getByRole('button', { name: 'Use a passkey' }).count()).toBe(
      factors.includes('passkey') ? 1 : 0,
    );
    expect(await notifications(page).getByText('Login Successful').count()).toBe(0);
    await shoot(page, 'sign-in-app-only-en');

    await enterSecondStepCode(page, DEMO.secondLawyer.username);
    await notifications(page).getByText('Login Successful').waitFor();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in/'));
  });
});
