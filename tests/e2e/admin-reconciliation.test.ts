import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

type Status = { currencies: { currency: string }[] };
type Reconciliation = { bankBalanceCents: number | null; blockers: string[]; signedOff: unknown };

/** The section on the Financials tab at `width`, set to `month` and `currency`, once it has its answer. */
async function openSection(page: Page, width: number, title: string, month: string, currency: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/admin-dashboard?tab=financials');
  const section = page.getByRole('region', { name: title, exact: true });
  await section.getByRole('heading', { level: 3, name: title }).waitFor();
  await section.locator('select').first().selectOption(month);
  await section.locator('select').nth(1).selectOption(currency);
  await section.locator('[role="status"]').waitFor({ state: 'detached' });
  await section
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  return section;
}

async function expectNoStatement(section: Locator, texts: { blocker: string; signOff: string }) {
  await section.getByText(texts.blocker).waitFor();
  expect(await section.getByRole('button', { name: texts.signOff }).isDisabled()).toBe(true);
}

describe('the monthly reconciliation on the admin Financials tab (issue 19 item 4)', () => {
  it('says honestly that a month without a statement cannot be signed off, in English and German', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await newPage();
    await signInAsStaff(page, '/admin-login', DEMO.admin);
    await page.waitForURL('**/admin-dashboard');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { language: string } };
    try {
      // The month under way, in a currency of the ledger no journey imported a statement for.
      const month = new Date().toISOString().slice(0, 7);
      const status = (await (await page.request.get('/api/admin/reconciliation/status')).json()) as Status;
      let currency: string | undefined;
      for (const { currency: code } of status.currencies) {
        const answer = await page.request.get(`/api/admin/reconciliation?month=${month}&currency=${code}`);
        expect(answer.status()).toBe(200);
        const data = (await answer.json()) as Reconciliation;
        if (data.bankBalanceCents === null && data.blockers.includes('no_statement') && !data.signedOff) {
          currency = code;
          break;
        }
      }
      expect(currency, 'a currency without a statement this month').toBeDefined();

      // The overview's card names the currency and opens the section.
      const card = page.getByRole('region', { name: 'Monthly reconciliation', exact: true });
      await card.getByText(currency!, { exact: true }).waitFor();

      const english = { blocker: 'No bank statement for this month', signOff: 'Sign off this month' };
      let section = await openSection(page, 1280, 'Monthly reconciliation', month, currency!);
      await expectNoStatement(section, english);
      await section.getByText('No statement', { exact: true }).waitFor();
      await section.screenshot({ path: `${SCREENSHOTS}/admin-reconciliation-en-1280.png` });
      expect(await axeViolations(page)).toEqual([]);
      section = await openSection(page, 768, 'Monthly reconciliation', month, currency!);
      await expectNoStatement(section, english);
      await section.screenshot({ path: `${SCREENSHOTS}/admin-reconciliation-en-768.png` });

      await page.getByRole('button', { name: 'Language: English' }).click();
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      const german = { blocker: 'Kein Kontoauszug für diesen Monat', signOff: 'Diesen Monat abzeichnen' };
      section = await openSection(page, 768, 'Monatliche Abstimmung', month, currency!);
      await expectNoStatement(section, german);
      await section.screenshot({ path: `${SCREENSHOTS}/admin-reconciliation-de-768.png` });
      expect(await axeViolations(page)).toEqual([]);
      // Nothing sticks out sideways at 768 px: a wide table scrolls inside its own region.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      section = await openSection(page, 1280, 'Monatliche Abstimmung', month, currency!);
      await expectNoStatement(section, german);
      await section.screenshot({ path: `${SCREENSHOTS}/admin-reconciliation-de-1280.png` });
    } finally {
      await page.request.patch('/api/auth/me', { data: { language: me.user.language } });
    }
  });
});
