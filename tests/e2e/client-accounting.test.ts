import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { assignToDemoLawyer, openPortal, recordRecovery, registerClient, staffApi } from './support/portal';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

/** The "Available balance" figure as the screen shows it, as plain cents ("$500.00" → 50000). */
async function screenAvailableCents(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('tabpanel')
      .getByRole('group', { name: 'Available balance', exact: true })
      .textContent()) ?? '';
  const shown = /\$([\d,]+\.\d{2})/.exec(text)?.[1] ?? '';
  return Math.round(Number(shown.replaceAll(',', '')) * 100);
}

// Issue 17 item 7: the client's accounting holds every movement of their money and adds up to the screen.
describe("the client's accounting", () => {
  it('after a recovery, a withdrawal, its payout and a reversal, the CSV closes on the available balance shown', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    const admin = await staffApi('admin');
    await recordRecovery(lawyer, client.caseId, 1000);
    const mistaken = (await recordRecovery(lawyer, client.caseId, 100)) as { id: string };
    const method = await page.request.post('/api/client/payout-methods', {
      data: {
        kind: 'bank_account',
        holderName: `${client.firstName} ${client.lastName}`,
        iban: 'DE89370400440532013000',
      },
    });
    expect(method.status(), await method.text()).toBe(201);
    const requested = await page.request.post('/api/client/withdrawals', {
      headers: { 'Idempotency-Key': `e2e-acct-${client.caseId}` },
      data: {
        amount: '300.00',
        payoutMethodId: ((await method.json()) as { id: string }).id,
        currency: 'USD',
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const withdrawalId = ((await requested.json()) as { id: string }).id;
    const approve = await admin.post(`/api/admin/withdrawals/${withdrawalId}/approve`, { data: {} });
    expect(approve.status(), await approve.text()).toBe(200);
    // Four eyes on money out (issue 19): the firm's accounts marks paid what the admin approved.
    const accounts = await staffApi('accounts');
    const paid = await accounts.post(`/api/admin/withdrawals/${withdrawalId}/mark-paid`, {
      data: { reference: 'SEPA-E2E-1' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const reversal = await lawyer.post(`/api/cases/${client.caseId}/recoveries/${mistaken.id}/reverse`, {
      headers: { 'Idempotency-Key': `e2e-acct-rev-${mistaken.id}` },
      data: { reason: 'Booked twice by mistake; the bank sent it once.' },
    });
    expect(reversal.status(), await reversal.text()).toBe(201);

    await openPortal(page, 'payments');
    // 800 + 80 − 300 − 80: the figure on screen, from the ledger.
    await expect.poll(() => screenAvailableCents(page), { timeout: 10_000 }).toBe(50_000);
    const onScreen = await screenAvailableCents(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the accounting (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^accounting-.+\.csv$/);
    const rows = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const cells = rows.map((row) => row.split(','));
    expect(cells[0]).toEqual([
      'Booked on',
      'Received on',
      'Case',
      'Type',
      'Source',
      'Reference',
      'Amount recovered',
      'Recovery fee',
      'Paid out to you',
      'Change in available balance',
      'Change in amount held',
      'Available balance',
      'Currency',
      'Details',
    ]);
    // D41: each recovery was first reported and then confirmed, but the client's statement shows
    // it only once confirmed: no memo line for the report.
    expect(cells.slice(1).map((c) => [c[3], c[9], c[11]])).toEqual([
      ['Opening balance', '', '0.00'],
      ['Recovery', '800.00', '800.00'],
      ['Recovery', '80.00', '880.00'],
      ['Withdrawal requested (amount held)', '-300.00', '580.00'],
      ['Paid out to you', '0.00', '580.00'],
      ['Reversal (correction)', '-80.00', '500.00'],
      ['Closing balance', '', '500.00'],
    ]);
    expect(rows.some((row) => row.includes('reported'))).toBe(false);
    expect(cells.find((c) => c[3] === 'Paid out to you')?.slice(5, 9)).toEqual([
      'SEPA-E2E-1',
      '',
      '',
      '300.00',
    ]);
    // The last line's running balance is the available balance on screen, to the cent.
    expect(Math.round(Number(cells.at(-1)![11]) * 100)).toBe(onScreen);

    // The printable statement opens in the page on a phone, with Print, Download and Close.
    await page.getByRole('button', { name: 'View the printable statement' }).click();
    const viewer = page.getByRole('dialog', { name: 'Statement of account' });
    await viewer.waitFor();
    const statementFrame = viewer.frameLocator('iframe');
    await statementFrame.getByRole('heading', { name: 'Movements of your money' }).waitFor();
    await statementFrame.getByRole('row', { name: /^Closing balance \$500\.00$/ }).waitFor();
    await viewer.getByRole('button', { name: 'Print' }).waitFor();
    const box = await viewer.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/client-statement-viewer-390.png` });
    expect(await axeViolations(page)).toEqual([]);
    const [kept] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(kept.suggestedFilename()).toMatch(/^statement-.+\.html$/);
    expect(readFileSync((await kept.path())!, 'utf8')).toContain('Closing balance');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // The same statement for a reader in German: its texts and figures in German, still in the page.
    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.reload();
    await page.getByRole('button', { name: 'Druckbare Aufstellung ansehen' }).click();
    const german = page.getByRole('dialog', { name: 'Kontoaufstellung' });
    await german
      .frameLocator('iframe')
      .getByRole('row', { name: /^Endsaldo 500,00\s\$$/ })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/client-statement-viewer-de-390.png` });
    await german.getByRole('button', { name: 'Schließen' }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/client-accounting-de-390.png`, fullPage: true });
    await Promise.all([lawyer.dispose(), admin.dispose()]);
  });
});
