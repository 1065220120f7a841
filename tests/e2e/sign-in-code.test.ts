import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { deliveredTo } from './support/mailbox';
import { registerClient } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

/** The code as the email shows it: on its own line after "Your code is:". */
const CODE_IN_EMAIL = /code is:\s+(\d{6})\s/;

describe('a client signs in with a code sent by email (issue 18 item 4)', () => {
  it('asks for a code, reads it from the email, corrects a mistyped code and reaches the dashboard', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const signedOut = await page.request.post('/api/auth/logout');
    expect(signedOut.status()).toBe(204);

    await page.goto('/client-login');
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(client.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').getByText('If this address belongs to a client account').waitFor();

    const code = CODE_IN_EMAIL.exec(await deliveredTo(client.email, CODE_IN_EMAIL))![1]!;
    const field = page.getByRole('textbox', { name: 'Sign-in code' });
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await axeViolations(page)).toEqual([]);

    // A mistyped code is refused inline and stays in the field to correct.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('That code is not right, or it has expired.').waitFor();
    expect(await field.inputValue()).toBe(wrong);

    await field.fill(code);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/client-dashboard');
  });

  it('offers the password again, with what was typed there kept', async () => {
    const page = await newPage();
    await page.goto('/client-login');
    await page.getByLabel('Username').fill('someone@example.test');
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    expect(await page.getByLabel('Username').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Use my password instead' }).click();
    expect(await page.getByLabel('Username').inputValue()).toBe('someone@example.test');
  });

  it.each([
    ['en', 'en-US', 'UTC', ['Email me a sign-in code', 'Email', 'Send code', 'Sign-in code']],
    [
      'es',
      'es-ES',
      'Europe/Madrid',
      [
        'Enviarme un código de inicio de sesión',
        'Correo electrónico',
        'Enviar código',
        'Código de inicio de sesión',
      ],
    ],
  ] as const)('looks right in %s at 1280 and 390 px', async (language, locale, timezoneId, labels) => {
    const [open, emailLabel, send, codeLabel] = labels;
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      const page = await newPage({ locale, timezoneId, viewport: { width, height: 860 } });
      await page.goto('/client-login');
      await page.getByRole('button', { name: open }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/client-login-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: open }).click();
      await page.getByRole('textbox', { name: emailLabel, exact: true }).waitFor();
      await page.screenshot({
        path: `${SCREENSHOTS}/sign-in-code-email-${language}-${width}.png`,
        fullPage: true,
      });
      // An address nobody uses: the page answers exactly as for a client's, and nothing is sent.
      await page
        .getByRole('textbox', { name: emailLabel, exact: true })
        .fill(`nobody.${randomBytes(3).toString('hex')}@example.test`);
      await page.getByRole('button', { name: send }).click();
      await page.getByRole('textbox', { name: codeLabel }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/sign-in-code-${language}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
