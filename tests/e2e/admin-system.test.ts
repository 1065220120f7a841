import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { currentUser, DEMO, notifications, signInAsStaff } from './support/journeys';
import { deliveredTo } from './support/mailbox';
import { approveAsAccounts, staffApi } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';
const DELETE_CONFIRMATION = 'Are you sure you want to delete this desk? This action cannot be undone.';
const LEVELS = ['Healthy', 'Warning', 'Critical'];
const TRENDS = ['Rising', 'Falling', 'Steady'];

type Metric = { key: string; value: number; unit: string; status: string };

async function openSystemTab(width = 1280): Promise<Page> {
  const page = await newPage({ viewport: { width, height: 1000 } });
  await signInAsStaff(page, '/admin-login', DEMO.admin);
  await page.waitForURL('**/admin-dashboard');
  await page.goto('/admin-dashboard?tab=system');
  await page.getByRole('heading', { name: 'Live status', level: 2 }).waitFor();
  return page;
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const deskCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('admin system tab', () => {
  it('creates, edits and deletes a desk, confirming with the spec’s text', async () => {
    const page = await openSystemTab();
    const name = unique('E2E Desk');
    await page.getByRole('button', { name: 'Create desk' }).click();
    const create = page.getByRole('dialog', { name: 'Create desk' });
    await create.getByLabel('Desk name').fill(name);
    await create.getByLabel('Filter countries').fill('Belg');
    await create.getByRole('checkbox', { name: 'Belgium', exact: true }).check();
    await create.getByLabel('Filter countries').fill('Luxem');
    await create.getByRole('checkbox', { name: 'Luxembourg', exact: true }).check();
    await create.getByLabel('Description').fill('Belgian and Luxembourg clients');
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-system-desk-dialog.png` });
    await create.getByRole('button', { name: 'Create desk' }).click();
    await notifications(page).getByText('Desk Created').waitFor();

    const card = deskCard(page, name);
    await card
      .getByRole('list', { name: `Countries of ${name}` })
      .getByText('Belgium')
      .waitFor();
    await card.getByText('0 people').waitFor();

    const renamed = `${name} renamed`;
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit desk' });
    expect(await edit.getByLabel('Desk name').inputValue()).toBe(name);
    await edit.getByLabel('Desk name').fill(renamed);
    await edit.getByRole('button', { name: 'Remove Belgium' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await notifications(page).getByText('Desk Updated').waitFor();
    const editedCard = deskCard(page, renamed);
    const countries = editedCard.getByRole('list', { name: `Countries of ${renamed}` });
    await countries.getByText('Luxembourg').waitFor();
    expect(await countries.getByText('Belgium').count()).toBe(0);

    await editedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(DELETE_CONFIRMATION).waitFor();
    await confirm.getByRole('button', { name: 'Delete desk' }).click();
    await notifications(page).getByText('Desk Deleted').waitFor();
    await deskCard(page, renamed).waitFor({ state: 'detached' });
  });

  it('refuses to delete a desk people belong to, and says how many', async () => {
    const admin = await staffApi('admin');
    const name = unique('Staffed Desk');
    const created = await admin.post('/api/admin/desks', { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    const deskId = ((await created.json()) as { desk: { id: string } }).desk.id;
    const username = `e2e.${randomBytes(4).toString('hex')}`;
    const lawyer = await admin.post('/api/admin/users', {
      data: {
        firstName: 'Petra',
        lastName: 'Staffed',
        email: `${username}@example.test`,
        username,
        role: 'lawyer',
        deskId,
      },
    });
    await approveAsAccounts(lawyer); // D37: a staff account waits for a second admin

    const page = await openSystemTab();
    const card = deskCard(page, name);
    await card.getByText('1 person').waitFor();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete desk' }).click();
    await notifications(page).getByText('Delete Failed').waitFor();
    await notifications(page)
      .getByText('This desk cannot be deleted while 1 person belongs to it. Move them to another desk first.')
      .waitFor();
    const desks = (await (await admin.get('/api/admin/desks')).json()) as { desks: { id: string }[] };
    expect(desks.desks.map((d) => d.id)).toContain(deskId);
    await admin.dispose();
  });

  it('shows live measurements from the server, each with its status and trend in words', async () => {
    const page = await openSystemTab();
    const admin = await staffApi('admin');
    const measured = (await (await admin.get('/api/admin/system')).json()) as { metrics: Metric[] };
    await admin.dispose();
    const cards = page.getByRole('region', { name: 'Live status' }).getByRole('listitem');
    for (const [label, key] of [
      ['Uptime', 'uptime'],
      ['Database latency', 'database_latency'],
      ['Processor load', 'load'],
      ['Server error rate (5 min)', 'error_rate'],
    ] as const) {
      const card = cards.filter({ hasText: label });
      const value = (await card.locator(`[data-metric="${key}"]`).textContent()) ?? '';
      const server = measured.metrics.find((m) => m.key === key)!;
      expect(server, key).toBeDefined();
      const shown = Number.parseFloat(value.replace(/,/g, ''));
      expect(Number.isFinite(shown), `${key}: ${value}`).toBe(true);
      // The page measured a moment before the API call: the same figure, give or take that moment.
      if (key === 'uptime') {
        // The two largest units in words: "45 seconds", "3 minutes, 12 seconds", "2 days, 4 hours".
        expect(value).toMatch(/^\d+ (second|minute|hour|day)s?(, \d+ (second|minute|hour)s?)?$/);
        if (value.includes('second') && !value.includes('minute')) {
          expect(Math.abs(shown - server.value)).toBeLessThanOrEqual(60);
        } else if (/^\d+ minutes?/.test(value)) {
          expect(Math.abs(shown - server.value / 60)).toBeLessThanOrEqual(2);
        }
      } else if (key === 'database_latency') {
        expect(value).toMatch(/ms$/);
        expect(shown).toBeLessThan(Math.max(50, server.value * 20));
      } else {
        expect(value).toMatch(/%$/);
        expect(Math.abs(shown - server.value), key).toBeLessThan(key === 'load' ? 30 : 5);
      }
      const text = (await card.textContent()) ?? '';
      expect(
        LEVELS.some((level) => text.includes(level)),
        text,
      ).toBe(true);
      expect(
        TRENDS.some((trend) => text.includes(trend)),
        text,
      ).toBe(true);
    }
    await page.getByText(/^Measured .+, updated every 15 seconds$/).waitFor();
  });

  it('lists the desk just created in the audit log, and the action filter narrows it', async () => {
    const admin = await staffApi('admin');
    const name = unique('Audited Desk');
    expect((await admin.post('/api/admin/desks', { data: { name } })).status()).toBe(201);
    await admin.dispose();

    const page = await openSystemTab();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByRole('list', { name: 'Audit entries' });
    const created = entries.getByRole('listitem').filter({ hasText: `Desk: ${name}` });
    await created.getByText('Desk created').waitFor();
    await created.getByText(/^By .+ \(administrator\) · /).waitFor();
    await created.getByText('Show what changed').click();
    await created.getByRole('cell', { name }).first().waitFor();

    const action = page.getByLabel('Action', { exact: true });
    await action.selectOption({ label: 'Desk created' });
    await created.waitFor();
    await expect
      .poll(async () =>
        (await entries.getByRole('listitem').allInnerTexts()).every((t) => t.startsWith('Desk created')),
      )
      .toBe(true);

    await action.selectOption({ label: 'Withdrawal paid out' });
    await page.getByLabel('From', { exact: true }).fill('2000-01-01');
    await page.getByLabel('To', { exact: true }).fill('2000-01-02');
    await page.getByText('No entry matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await created.waitFor();

    // Only what the signed-in admin did: pick them by name.
    const me = await currentUser(page);
    await page.getByLabel('Person', { exact: true }).fill(me.lastName);
    await page
      .getByRole('list', { name: 'Matching people' })
      .getByRole('button', { name: new RegExp(`^${me.firstName} ${me.lastName}`) })
      .click();
    await page
      .getByRole('button', { name: `Show everyone's actions, not only ${me.firstName} ${me.lastName}'s` })
      .waitFor();
    await created.waitFor();
    await expect
      .poll(async () =>
        (await entries.getByRole('listitem').allInnerTexts()).every((t) =>
          t.includes(`By ${me.firstName} ${me.lastName}`),
        ),
      )
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-system-audit-1280.png`, fullPage: true });
  });

  it('lists the email outbox with its status filter; sent emails have no Retry', async () => {
    // An invitation (no password given) goes through the outbox; the shared e2e server delivers
    // it to a real SMTP server (support/global-setup.ts), so it shows as sent.
    const admin = await staffApi('admin');
    const username = `e2e.outbox.${randomBytes(4).toString('hex')}`;
    const invited = await admin.post('/api/admin/users', {
      data: { firstName: 'Olga', lastName: 'Outbox', email: `${username}@example.test`, username },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await admin.dispose();
    await deliveredTo(`${username}@example.test`, /set-password\?token=/);

    const page = await openSystemTab();
    await page.getByRole('tab', { name: 'Email outbox' }).click();
    await page.getByLabel('Recipient').fill(username);
    const emails = page.getByRole('list', { name: 'Emails' });
    const email = emails.getByRole('listitem').filter({ hasText: `To ${username}@example.test` });
    await email.getByText('Template: invitation').waitFor();
    expect(await email.getByRole('button', { name: /^Retry/ }).count()).toBe(0);

    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption({ label: 'Waiting' });
    await page.getByText('No email matches these filters.').waitFor();
    await status.selectOption({ label: 'Sent' });
    await email.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-system-outbox-1280.png`, fullPage: true });
  });

  it('reads well at 1280 and 390 pixels wide', async () => {
    for (const width of [1280, 390]) {
      const page = await openSystemTab(width);
      await page.locator('[data-metric="uptime"]').waitFor();
      await page.getByRole('heading', { name: 'Desk Management' }).waitFor();
      await page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/admin-system-${width}.png`, fullPage: true });
    }
  });
});
