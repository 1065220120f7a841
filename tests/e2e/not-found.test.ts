import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { pathOf } from './support/journeys';

const { newPage } = setupBrowser();

describe('an unknown address', () => {
  it('shows the 404 page with its hint and a way home', async () => {
    const page = await newPage();
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found', level: 1 }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await page
      .getByRole('heading', { name: 'Lost money to fraud? We assess your case free of charge.', level: 1 })
      .waitFor();
  });
});
