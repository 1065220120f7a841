import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const { newPage } = setupBrowser();
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type PublicTexts = { hero: { title: string }; form: { title: string } };
const texts = (language: string): PublicTexts =>
  JSON.parse(
    readFileSync(new URL(`../../src/web/locales/${language}/publicSite.json`, import.meta.url), 'utf8'),
  );

/** The app has taken over from the prerendered HTML (D109), so the form reacts to input. */
const appReady = (page: Page) => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

const heroHeading = (page: Page, language: string) =>
  page.getByRole('heading', { level: 1, name: texts(language).hero.title });

describe('the landing page speaks the visitor language (spec §1)', () => {
  it('follows the time zone Europe/Berlin when nothing was chosen', async () => {
    const page = await newPage({ timezoneId: 'Europe/Berlin', locale: 'en-US' });
    await page.goto('/');
    await heroHeading(page, 'de').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('sends a German reader no English texts, and fetches them on switching to English', async () => {
    const page = await newPage({ timezoneId: 'Europe/Berlin' });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.text().then(
          (body) => scripts.push(body),
          () => undefined,
        );
      }
    });
    await page.goto('/');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const english = texts('en').hero.title;
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes(english))).toBe(false);

    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await heroHeading(page, 'en').waitFor();
  });

  it('lets a saved choice win over the time zone', async () => {
    const page = await newPage({ timezoneId: 'Europe/Berlin' });
    await page.addInitScript(() => window.localStorage.setItem('language', 'it'));
    await page.goto('/');
    await heroHeading(page, 'it').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
  });

  it('switches on request, saves the choice and tells the page', async () => {
    const page = await newPage();
    await page.goto('/');
    await appReady(page);
    await page.evaluate(() => {
      window.addEventListener('language-changed', (event) => {
        (window as unknown as { heard: unknown }).heard = (event as CustomEvent).detail;
      });
    });

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();

    await heroHeading(page, 'fr').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('fr');
    expect(await page.evaluate(() => (window as unknown as { heard: unknown }).heard)).toEqual({
      language: 'fr',
    });
    expect(await page.title()).toContain('Recourse');
  });

  it('opens the language menu even when its code arrives while the button is held down', async () => {
    const page = await newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/language-switcher-menu-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await appReady(page);

    const button = page.getByRole('button', { name: 'Language: English' });
    const box = await button.boundingBox();
    if (!box) throw new Error('the language button is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const arrived = page.waitForResponse('**/assets/language-switcher-menu-*.js');
    release();
    await arrived;
    // Let the module run and React render before the button is let go: the order that used to
    // swallow the click.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.mouse.up();

    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await heroHeading(page, 'de').waitFor();
  });

  it('serves the words in the HTML itself, before any JavaScript runs', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/?lang=nl');
    await heroHeading(page, 'nl').waitFor();
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(7);
  });
});

describe('the free case assessment', () => {
  it('keeps what was typed into the prerendered form when the app takes over', async () => {
    const page = await newPage();
    // Hold the app's code back, so the typing happens in the prerendered HTML.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill('early@example.test');
    release();
    await appReady(page);
    expect(await page.getByLabel('Email address').inputValue()).toBe('early@example.test');
    expect(await page.getByLabel('Email address').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('names what is missing and sends nothing', async () => {
    const page = await newPage();
    let registered = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registered = true;
    });
    await page.goto('/');
    await appReady(page);
    await page.getByLabel('First name').fill('Nora');
    await page.getByRole('button', { name: 'Submit my free case assessment' }).click();

    await page.getByText('Missing Information').waitFor();
    await page.getByText('Please fill in all required fields.').waitFor();
    await page.getByText('Enter your last name').waitFor();
    expect(await page.getByLabel('Last name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel('First name').inputValue()).toBe('Nora');
    expect(registered).toBe(false);
  });

  it('registers the visitor and opens their dashboard, signed in', async () => {
    const page = await newPage();
    const email = `nora.${Date.now()}@example.test`;
    await page.goto('/');
    await appReady(page);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Visser');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Country').selectOption('NL');
    await page.getByLabel('Type of fraud').selectOption('cryptocurrency');
    await page.getByLabel('Amount lost (USD)').fill('25000');
    await page.getByLabel('Brief description (optional)').fill('A fake exchange kept my deposits.');
    await page.getByRole('button', { name: 'Submit my free case assessment' }).click();

    await page.getByText('Registration Successful').waitFor();
    await page.waitForURL('**/client-dashboard');
    const me = (await (await page.request.get('/api/auth/me')).json()) as {
      user: { email: string; role: string };
    };
    expect(me.user).toMatchObject({ email, role: 'client' });
  });
});

/** What has the keyboard focus, and whether the page shows it (outline or ring). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      name: el.getAttribute('name'),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      visible: outlined || style.boxShadow !== 'none',
    };
  });

/** Presses Tab until a field of that name has the focus, checking each stop shows its focus. */
async function tabTo(page: Page, name: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now, 'every Tab stop is on an element').not.toBeNull();
    expect(now?.visible, `the focus on "${now?.text || now?.name}" is visible`).toBe(true);
    if (now?.name === name) return;
  }
  throw new Error(`${name} was not reached within ${limit} Tab presses`);
}

describe('keyboard only (issue 4 item 8)', () => {
  it('starts with the skip link, which moves the focus to the content', async () => {
    const page = await newPage();
    await page.goto('/');
    await appReady(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Skip to main content', visible: true });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('opens the language menu and picks a language', async () => {
    const page = await newPage();
    await page.goto('/');
    await appReady(page);
    await page.getByRole('button', { name: 'Language: English' }).focus();
    await page.keyboard.press('Enter');
    const dutch = page.getByRole('menuitemradio', { name: 'Nederlands' });
    await dutch.waitFor();
    // The menu takes the focus once it has opened; an arrow pressed before that goes nowhere.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]'))))
      .toBe(true);
    // Walk down the list with the arrow keys until Dutch has the focus.
    const onDutch = () => dutch.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 6 && !(await onDutch()); i++) await page.keyboard.press('ArrowDown');
    expect(await onDutch()).toBe(true);
    await page.keyboard.press('Enter');
    await heroHeading(page, 'nl').waitFor();
  });

  it('announces what is missing, then registers with the keyboard alone', async () => {
    const page = await newPage();
    await page.goto('/');
    await appReady(page);

    await tabTo(page, 'firstName');
    await page.keyboard.type('Ines');
    await page.keyboard.press('Enter');
    await page.getByText('Missing Information').waitFor();
    const lastName = page.getByLabel('Last name');
    expect(await lastName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await lastName.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toBe(
      'Enter your last name',
    );
    expect(await focused(page)).toMatchObject({ name: 'lastName', visible: true });

    await page.keyboard.type('Moreno');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`ines.${Date.now()}@example.test`);
    await tabTo(page, 'country');
    await page.keyboard.type('Spain');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Romance');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15000');
    expect(await page.getByLabel('Country').inputValue()).toBe('ES');
    expect(await page.getByLabel('Type of fraud').inputValue()).toBe('romance');

    await tabTo(page, 'policeReportRef');
    await page.keyboard.press('Tab');
    // Past the privacy notice's two links to the submit button.
    for (let i = 0; i < 4 && (await focused(page))?.text !== 'Submit my free case assessment'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focused(page)).toMatchObject({ text: 'Submit my free case assessment', visible: true });
    await page.keyboard.press('Enter');
    await page.getByText('Registration Successful').waitFor();
    await page.waitForURL('**/client-dashboard');
  });
});

describe('legal pages (D10)', () => {
  it.each([
    ['/privacy-policy', '/privacy', 'Privacy Policy'],
    ['/terms-of-service', '/terms', 'Terms of Service'],
    ['/cookie-policy', '/cookies', 'Cookie Policy'],
  ])('the long address %s lands on %s', async (from, to, heading) => {
    const page = await newPage();
    await page.goto(from);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('are linked from the footer of the landing page', async () => {
    const page = await newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Legal information' })
      .getByRole('link', { name: 'Legal Notice' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Legal Notice' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/legal-notice');
  });
});

describe('accessibility (axe-core)', () => {
  it.each([
    '/',
    '/client-login',
    '/login',
    '/admin-login',
    '/privacy',
    '/terms',
    '/legal-notice',
    '/cookies',
    '/verify',
    '/check',
  ])('%s has no violations', async (path) => {
    const page = await newPage();
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Evaluated, not injected as a <script>: the CSP rightly forbids inline scripts.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
        }
      ).axe.run();
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });
});

describe('screenshots of the landing page', () => {
  it.each([
    ['en', 360],
    ['en', 768],
    ['en', 1280],
    ['de', 360],
    ['de', 768],
    ['de', 1280],
  ])('in %s at %i px wide, without horizontal scrolling', async (language, width) => {
    const page = await newPage({ viewport: { width, height: 900 } });
    await page.goto(`/?lang=${language}`);
    await heroHeading(page, language).waitFor();
    await page.waitForLoadState('networkidle');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/landing-${language}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
