import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';
import { assignToDemoLawyer, registerClient } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

// Issue 17 item 2: a title made at registration is composed in the reader's language.
describe('a case title made at registration', () => {
  it("reads in German for a lawyer working in German, from the case's fraud type and client name", async () => {
    const clientPage = await newPage();
    const client = await registerClient(clientPage, {
      firstName: 'Sophie',
      lastName: `Keller-${Date.now()}`,
    });
    const lawyerApi = await assignToDemoLawyer(client.caseId);
    await lawyerApi.dispose();

    const page = await newPage();
    await signInAsStaff(page, '/login', DEMO.lawyer);
    await page.waitForURL('**/lawyer-dashboard**');
    // This device reads German (the demo lawyer's saved language stays as it is for other tests).
    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.goto(`/lawyer-dashboard?tab=cases&case=${client.caseId}`);
    const drawer = page.getByRole('dialog');
    const german = `Anlagebetrug – Sophie ${client.lastName}`;
    await drawer.getByRole('heading', { name: german }).waitFor();
    expect(await drawer.getByText('Investment fraud').count()).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/composed-title-de-1280.png` });

    // The same case, the reader switches to French: composed again, nothing stored changes.
    await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
    await page.reload();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: `Fraude à l'investissement – Sophie ${client.lastName}` })
      .waitFor();
  });
});
