import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signIn } from './support/journeys';

const { newPage } = setupBrowser();

describe('choosing the language', () => {
  it('changes the visible text and survives a reload', async () => {
    const page = await newPage();
    await page.goto('/client-login');
    await page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

    await page.getByRole('heading', { name: 'Mandantenportal', level: 1 }).waitFor();
    await page.getByLabel('Benutzername').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Mandantenportal', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).waitFor();
  });

  it('follows the time zone when nothing was chosen yet', async () => {
    const page = await newPage({ timezoneId: 'Europe/Amsterdam', locale: 'en-GB' });
    await page.goto('/login');

    await page.getByRole('heading', { name: 'Inloggen medewerkers', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
  });

  it('when signed in, also stores the choice on the account for emails', async () => {
    const page = await newPage();
    await signIn(page, '/client-login', DEMO.client);
    await page.waitForURL('**/client-dashboard');
    // The portal drawn, as a person sees it before reaching for the menu: under load, a click on
    // the header while the page is still being put together can land on the loading shell.
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();

    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/me')).json()) as { user: { language: string } }).user
            .language,
      )
      .toBe('fr');
  });
});
