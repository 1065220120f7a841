import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, signInAsStaff } from './support/journeys';
import { layoutProblems } from './support/layout';
import { assignToDemoLawyer, openPortal, recordRecovery, registerClient } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

async function unreadCountFromApi(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
}

describe('the notifications bell', () => {
  it('shows a recovery the lawyer records without a reload, in words, and marks all as read', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await openPortal(page);
    const quietBell = page.getByRole('button', { name: 'Notifications', exact: true });
    // The list has loaded (empty) before the money arrives, so the badge can only come live.
    await quietBell.click();
    await panel(page, 'Notifications').getByText('No notifications yet.', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await panel(page, 'Notifications').waitFor({ state: 'detached' });

    await recordRecovery(lawyer, client.caseId, 1234.5);

    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    expect((await bell.textContent())?.trim()).toBe('1');
    await page.getByText('1 new notification', { exact: true }).waitFor({ state: 'attached' });

    await bell.click();
    const list = panel(page, 'Notifications');
    const item = list.getByRole('button', {
      name: new RegExp(`Funds received for case ${client.caseReference}`),
    });
    await item.waitFor();
    await item
      .getByText(
        'We received $1,234.50. Our recovery fee of $246.90 was deducted; $987.60 was added to your available balance.',
        { exact: true },
      )
      .waitFor();
    await item.getByText('New', { exact: true }).waitFor();
    await item.getByText('now', { exact: true }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/notifications-1280.png` });

    // Keyboard: Esc closes and gives focus back; Enter opens again; Tab reaches each control.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    // Radix gives the focus back to the bell in the tick after the panel leaves the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notifications, 1 unread');
    await page.keyboard.press('Enter');
    await list.waitFor();
    // Opening moves focus into the popover, onto its first control.
    await expect.poll(() => focusedName(page)).toBe('Mark all as read');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toMatch(/^Funds received for case/);

    await list.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await list.getByText('New', { exact: true }).waitFor({ state: 'detached' });
    expect(await unreadCountFromApi(page)).toBe(0);
    expect(await quietBell.textContent()).toBe('');
    await lawyer.dispose();
  });

  it('reads in German for a German reader, fits a phone, and opens the payments tab', async () => {
    const page = await newPage({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await recordRecovery(lawyer, client.caseId, 1234.5);
    await openPortal(page);

    await page.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }).click();
    const list = panel(page, 'Benachrichtigungen');
    const item = list.getByRole('button', {
      name: new RegExp(`Gelder für Fall ${client.caseReference} eingegangen`),
    });
    await item
      .getByText(
        'Bei uns sind 1.234,50\u00a0$ eingegangen. Unser Erfolgshonorar von 246,90\u00a0$ wurde abgezogen; 987,60\u00a0$ wurden Ihrem verfügbaren Guthaben gutgeschrieben.',
        { exact: true },
      )
      .waitFor();
    await item.getByText('Neu', { exact: true }).waitFor();

    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/notifications-390.png` });

    await item.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'payments');
    await page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    expect(await unreadCountFromApi(page)).toBe(0);
    await lawyer.dispose();
  });

  it('draws a two-digit count whole, inside the window of a phone', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    for (let n = 1; n <= 12; n += 1) await recordRecovery(lawyer, client.caseId, n);
    await openPortal(page);

    const bell = page.getByRole('button', { name: 'Notifications, 12 unread' });
    await bell.waitFor();
    expect((await bell.textContent())?.trim()).toBe('12');
    const badge = (await bell.locator('span').boundingBox())!;
    expect(badge.x).toBeGreaterThanOrEqual(0);
    expect(badge.x + badge.width).toBeLessThanOrEqual(390);
    expect(await layoutProblems(page)).toEqual([]);
    await lawyer.dispose();
  });

  it('is on the staff dashboards too: the lawyer is told about a case assigned to them', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await lawyer.dispose();
    await page.context().clearCookies();

    await signInAsStaff(page, '/login', DEMO.lawyer);
    await page.waitForURL('**/lawyer-dashboard');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const list = panel(page, 'Notifications');
    const item = list.getByRole('button', {
      name: new RegExp(`Case ${client.caseReference} has been assigned to you`),
    });
    await item.waitFor();
    await item.click();
    await item.getByText('New', { exact: true }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/lawyer-dashboard');
  });
});

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
}
