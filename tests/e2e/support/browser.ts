import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed, onTestFinished } from 'vitest';
import { sharedBaseURL } from './shared-server';

const SCREENSHOT_DIR = 'test-results';

/**
 * Debian's Chromium as every journey runs it: its headless shell (package chromium-headless-shell,
 * the same Blink without the full browser around it) when installed, which took about a fifth
 * less CPU than the full browser in headless mode on the same journeys; the full browser
 * otherwise. E2E_CHROMIUM names another binary.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One Chromium per spec file, a fresh context (cookies, storage) per test. A failing test leaves a
 * screenshot in test-results/<test name>.png.
 */
export function setupBrowser() {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Call inside a test. English and UTC unless told otherwise, so language detection is predictable. */
  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('setupBrowser() must be called at the top of the spec file');
    const context = await browser.newContext({
      baseURL: sharedBaseURL(),
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    // Well under the 90 s test timeout, so a missing element fails with a readable locator error;
    // 20 s because three journeys share two cores with their browsers and servers.
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();

    // Vitest runs onTestFinished before onTestFailed, so a failed test closes its context only
    // after the screenshot is taken.
    onTestFinished(async ({ task }) => {
      if (task.result?.state !== 'fail') await context.close();
    });
    onTestFailed(async ({ task }) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = task.name.replace(/[^\w.-]+/g, '-').slice(0, 120);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true }).catch(() => undefined);
      await context.close();
    });
    return page;
  }

  return { newPage };
}
