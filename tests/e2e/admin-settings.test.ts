import { mkdirSync } from 'node:fs';
import { LANGUAGES } from '@shared/domain/languages';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { notifications, openAdminTab } from './support/journeys';
import { staffApi } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const suffix = Date.now().toString(36);

type Settings = Record<string, unknown> & {
  firmProfile: { legalName: string; officialDomains: string[] };
  monthlyRevenueTarget: number | null;
  landingContent: Record<string, unknown>;
};

let admin: APIRequestContext;
let original: Settings;
const settings = async () => (await (await admin.get('/api/admin/settings')).json()) as Settings;
const lastAudit = async () => {
  const response = await admin.get('/api/admin/audit?entity=firm_settings&action=settings.updated&limit=1');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: { before: Settings; after: Settings }[] }).entries[0];
};

beforeAll(async () => {
  admin = await staffApi('admin');
  original = await settings();
});

// The e2e server is shared by every spec: put every setting back as it was (public figures,
// analytics targets and portal estimates read them), including landing languages added here.
afterAll(async () => {
  const landingContent = Object.fromEntries(LANGUAGES.map((l) => [l, original.landingContent[l] ?? null]));
  const response = await admin.put('/api/admin/settings', { data: { ...original, landingContent } });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
});

const openSettings = (page: Page) => openAdminTab(page, 'settings', 'Firm settings');
const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('admin settings tab (issue 7 item 8)', () => {
  it('changes the firm’s legal name and official domains: /verify shows them and the audit log has before and after', async () => {
    const page = await newPage();
    await openSettings(page);
    const firm = section(page, 'Firm identity');
    const legalName = `Settings Test Law ${suffix}`;
    const domain = `verify-${suffix}.example`;
    await firm.getByLabel('Legal name').fill(legalName);
    await firm.getByRole('button', { name: 'Add a domain' }).click();
    const count = original.firmProfile.officialDomains.length;
    await firm.getByRole('textbox', { name: `Domain ${count + 1}` }).fill(domain);
    await firm.getByRole('button', { name: 'Save' }).click();
    await notifications(page).getByText('Settings saved').waitFor();
    await firm.getByText(/Last changed by .+ on /).waitFor();

    const audit = await lastAudit();
    expect(audit?.before.firmProfile).toEqual(original.firmProfile);
    expect(audit?.after.firmProfile).toMatchObject({
      legalName,
      officialDomains: [...original.firmProfile.officialDomains, domain],
    });

    const visitor = await newPage();
    await visitor.goto('/verify');
    await visitor.getByRole('listitem').filter({ hasText: domain }).waitFor();
    await visitor.getByText(legalName).first().waitFor();
  });

  it('shows the field error for an invalid domain and saves nothing', async () => {
    const page = await newPage();
    await openSettings(page);
    const before = await settings();
    const auditBefore = await lastAudit();
    const firm = section(page, 'Firm identity');
    await firm.getByRole('button', { name: 'Add a domain' }).click();
    const field = firm.getByRole('textbox', {
      name: `Domain ${before.firmProfile.officialDomains.length + 1}`,
    });
    await field.fill('https://imitation.example/login');
    await firm.getByRole('button', { name: 'Save' }).click();

    await firm
      .getByText('Enter a domain name such as example-law.com, without https:// or a path.')
      .waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe('https://imitation.example/login');
    expect(await settings()).toEqual(before);
    expect(await lastAudit()).toEqual(auditBefore);
  });

  it('sets a monthly revenue target and clears it again, each change audited', async () => {
    const page = await newPage();
    await openSettings(page);
    const targets = section(page, 'Targets');
    const target = targets.getByLabel('Monthly fee revenue target (USD)');
    await target.fill('25000');
    await targets.getByRole('button', { name: 'Save' }).click();
    await notifications(page).getByText('Settings saved').waitFor();
    await expect.poll(async () => (await settings()).monthlyRevenueTarget).toBe(25_000);

    await target.fill('');
    await targets.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await settings()).monthlyRevenueTarget).toBeNull();
    const audit = await lastAudit();
    expect(audit?.before).toEqual({ monthlyRevenueTarget: 25_000 });
    expect(audit?.after).toEqual({ monthlyRevenueTarget: null });
    // The other sections' keys were not resent.
    expect(Object.keys(audit?.after ?? {})).toEqual(['monthlyRevenueTarget']);
  });

  it('publishes a testimonial on the landing page only with consent recorded (D20)', async () => {
    const page = await newPage();
    await openSettings(page);
    const landing = section(page, 'Landing page content');
    await landing.getByLabel('Language', { exact: true }).selectOption('it');
    await landing.getByRole('button', { name: 'Add a testimonial' }).click();
    const quote = `Mi hanno aiutato a recuperare i fondi ${suffix}.`;
    await landing.getByLabel('Testimonial 1', { exact: true }).fill(quote);
    await landing.getByLabel('Attribution 1').fill('Giulia R., Torino');
    await landing.getByRole('button', { name: 'Save' }).click();
    await landing
      .getByText(/Publish a testimonial only when the person's written consent is on file/)
      .waitFor();
    const publicContent = async () =>
      (await (await admin.get('/api/public/content?lang=it')).json()) as {
        testimonials: { quote: string }[];
      };
    expect((await publicContent()).testimonials).toEqual([]);

    await landing.getByRole('checkbox', { name: /written consent to publish testimonial 1/ }).check();
    await landing.getByRole('button', { name: 'Save' }).click();
    await notifications(page).getByText('Settings saved').waitFor();
    await landing.getByText('Italian: published from these settings.').waitFor();
    expect((await publicContent()).testimonials.map((x) => x.quote)).toEqual([quote]);
  });

  it('has no axe violations (screenshots at 1280 and 390 px)', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      const page = await newPage({ viewport: { width, height: 900 } });
      await openSettings(page);
      await section(page, 'Landing page content').getByLabel('Language', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/admin-settings-${width}.png`, fullPage: true });
    }
  });
});
