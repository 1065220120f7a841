import { mkdirSync, readFileSync } from 'node:fs';
import { formatMoney, splitRecovery } from '@shared/domain/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  recordRecovery,
  registerClient,
  staffApi,
} from './support/portal';

const { newPage } = setupBrowser();

const SCREENSHOTS = 'test-results/screenshots';
const NOTICE = 'We will never ask you to pay anything to receive your funds.';
const NOTICE_MORE = 'If anyone does, it is a scam — report it to us and the police.';

/** A labelled money figure's text (its group is named by the label), e.g. "Available balance$987.66…". */
const figure = (page: Page, label: string) =>
  page.getByRole('tabpanel').getByRole('group', { name: label, exact: true });

/** Waits until the figure shows `amount`: the page must update by itself (live), never by reload. */
async function waitForFigure(page: Page, label: string, amount: string) {
  await expect
    .poll(async () => (await figure(page, label).textContent()) ?? '', { timeout: 10_000 })
    .toContain(amount);
}

const usd = (cents: number) => formatMoney(cents, 'USD', 'en-US');

describe('the payments tab of a client (D6, D7, D12, D19)', () => {
  it('shows every figure from the ledger, live, and takes a withdrawal through to an explained rejection', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await openPortal(page, 'payments');

    // Before any recovery: honest zeros, the notice, nothing to pay and nothing to withdraw.
    await page.getByText(NOTICE).waitFor();
    await page.getByText(NOTICE_MORE).waitFor();
    await waitForFigure(page, 'Recovered for you', '$0.00');
    await waitForFigure(page, 'Available balance', '$0.00');
    await page.getByText('Nothing has been recovered for you yet.').waitFor();
    await page.getByText('Initial consultation — free case assessment: $0.00 (waived)').waitFor();
    expect(await page.getByRole('button', { name: /\bpay\b/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /\bpay\b/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Request a withdrawal' }).isDisabled()).toBe(true);
    await page.getByText('There is no available balance to withdraw yet.').waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/client-payments-empty-1280.png`, fullPage: true });

    // The lawyer records 1,234.57; the open page follows without a reload.
    const { fee, clientShare } = splitRecovery(123_457);
    expect([usd(123_457), usd(fee), usd(clientShare)]).toEqual(['$1,234.57', '$246.91', '$987.66']);
    const recovery = (await recordRecovery(lawyer, client.caseId, 1234.57)) as { reference: string };
    await waitForFigure(page, 'Recovered for you', '$1,234.57');
    await waitForFigure(page, 'Our fee (20%)', '$246.91');
    await waitForFigure(page, 'Your share (80%)', '$987.66');
    await waitForFigure(page, 'Available balance', '$987.66');
    await waitForFigure(page, 'Held for pending withdrawals', '$0.00');
    const statement = page.getByRole('table');
    await statement.getByText('Bank recall').waitFor();
    await statement.getByText(`Reference: ${recovery.reference}`).waitFor();
    expect(await statement.getByRole('cell', { name: '$246.91' }).count()).toBe(2); // the row and the totals
    expect(await page.getByRole('button', { name: /\bpay\b/i }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A payout account in the client's own name, added from the withdrawal dialog.
    await page.getByRole('button', { name: 'Request a withdrawal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Payouts only go to accounts in your own name.', { exact: false })
      .first()
      .waitFor();
    await dialog.getByLabel("Account holder's full name").fill(`${client.firstName} ${client.lastName}`);
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('button', { name: 'Save payout method' }).click();
    await dialog.getByLabel('Amount').waitFor();
    await dialog.getByText('3–5 business days').waitFor();
    await dialog.getByText('24–48 hours').waitFor();
    await dialog.getByText('5–7 business days').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/client-payments-dialog-1280.png` });

    // Over the available balance: refused with the amount named, nothing requested.
    await dialog.getByLabel('Amount').fill('2000');
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
    await dialog.getByText('You can withdraw up to $987.66, your available balance.').waitFor();
    const methodId = await dialog.getByLabel('Payout method').inputValue();
    const refused = await page.request.post('/api/client/withdrawals', {
      headers: { 'Idempotency-Key': `e2e-over-${Date.now()}` },
      data: { amount: '2000.00', payoutMethodId: methodId, currency: 'USD' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'You can withdraw up to $987.66.',
    );

    // Within it: held at once, listed as pending.
    await dialog.getByLabel('Amount').fill('500.00');
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Withdrawal requested').first().waitFor();
    const requests = page.getByRole('region', { name: 'Your withdrawal requests' });
    await requests.getByText('$500.00').waitFor();
    await requests.getByText('Pending').waitFor();
    await requests.getByRole('button', { name: /^Cancel the withdrawal of \$500\.00/ }).waitFor();
    await waitForFigure(page, 'Available balance', '$487.66');
    await waitForFigure(page, 'Held for pending withdrawals', '$500.00');

    // The admin rejects it with a reason; the client sees both, and the money is back.
    const mine = (await (await page.request.get('/api/client/withdrawals')).json()) as {
      withdrawals: { id: string }[];
    };
    expect(mine.withdrawals).toHaveLength(1);
    const admin = await staffApi('admin');
    const reason = 'The IBAN belongs to a closed account; please add a current one.';
    const reject = await admin.post(`/api/admin/withdrawals/${mine.withdrawals[0]!.id}/reject`, {
      data: { reason },
    });
    expect(reject.status(), await reject.text()).toBe(200);
    await requests.getByText('Rejected').waitFor();
    await requests.getByText(`Reason: ${reason}`).waitFor();
    await waitForFigure(page, 'Available balance', '$987.66');
    await waitForFigure(page, 'Held for pending withdrawals', '$0.00');
    expect(await requests.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);

    // The accounting as a CSV of every movement (client-accounting.test.ts follows it line by line).
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the accounting (CSV)' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^accounting-.+\.csv$/);
    const csv = readFileSync((await csvDownload.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFBooked on,Received on,Case,Type,Source,Reference,Amount recovered')).toBe(
      true,
    );
    expect(csv).toContain(
      `,Recovery,Bank recall,${recovery.reference},1234.57,246.91,,987.66,0.00,987.66,USD,`,
    );
    expect(csv.trimEnd().split('\r\n').at(-1)).toMatch(/,Closing balance,.*,987\.66,USD,$/);

    // The printable statement opens in the page; Download keeps the same document.
    await page.getByRole('button', { name: 'View the printable statement' }).click();
    const viewer = page.getByRole('dialog', { name: 'Statement of account' });
    const [htmlDownload] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(htmlDownload.suggestedFilename()).toMatch(/^statement-.+\.html$/);
    const html = readFileSync((await htmlDownload.path())!, 'utf8');
    for (const text of [
      'Statement of account',
      recovery.reference,
      '$1,234.57',
      '$246.91',
      '$987.66',
      'Totals',
      NOTICE,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(reason);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/client-payments-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForFigure(page, 'Available balance', '$987.66');
    await page.screenshot({ path: `${SCREENSHOTS}/client-payments-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([lawyer.dispose(), admin.dispose()]);
  });

  it('cancels a pending withdrawal after confirmation and shows a closing statement once the case is completed', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await recordRecovery(lawyer, client.caseId, 100);
    // A mistaken booking, corrected by a reversal with its reason (D7: never an edit).
    const mistaken = (await recordRecovery(lawyer, client.caseId, 40)) as { id: string };
    const correction = 'Booked twice by mistake; the bank sent it once.';
    const reversal = await lawyer.post(`/api/cases/${client.caseId}/recoveries/${mistaken.id}/reverse`, {
      headers: { 'Idempotency-Key': `e2e-reverse-${mistaken.id}` },
      data: { reason: correction },
    });
    expect(reversal.status(), await reversal.text()).toBe(201);
    const method = await page.request.post('/api/client/payout-methods', {
      data: {
        kind: 'bank_account',
        holderName: `${client.firstName} ${client.lastName}`,
        iban: 'DE89370400440532013000',
      },
    });
    expect(method.status(), await method.text()).toBe(201);
    const held = await page.request.post('/api/client/withdrawals', {
      headers: { 'Idempotency-Key': `e2e-cancel-${Date.now()}` },
      data: {
        amount: '30.00',
        payoutMethodId: ((await method.json()) as { id: string }).id,
        currency: 'USD',
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    await openPortal(page, 'payments');
    await waitForFigure(page, 'Available balance', '$50.00');
    await waitForFigure(page, 'Held for pending withdrawals', '$30.00');
    const statement = page.getByRole('table');
    await statement.getByText('Reversal (correction)').waitFor();
    await statement.getByText(`Reason: ${correction}`).waitFor();
    expect(await statement.getByRole('cell', { name: '-$40.00' }).count()).toBe(1);
    await statement.getByRole('row', { name: /^Totals \$100\.00 \$20\.00 \$80\.00$/ }).waitFor();

    await page.getByRole('button', { name: /^Cancel the withdrawal of \$30\.00/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();
    const requests = page.getByRole('region', { name: 'Your withdrawal requests' });
    await requests.getByText('Cancelled').waitFor();
    await waitForFigure(page, 'Available balance', '$80.00');
    await waitForFigure(page, 'Held for pending withdrawals', '$0.00');

    // A case leaves "new" only once its fee agreement is accepted (D111).
    await acceptFeeAgreement(page, client);
    const phase = await lawyer.put(`/api/cases/${client.caseId}/phase`, { data: { phase: 'completed' } });
    expect(phase.status(), await phase.text()).toBe(200);
    await page.reload();
    const closing = page.getByRole('region', { name: 'Closing statement' });
    await closing.waitFor();
    expect(await figure(page, 'Gross recovered').textContent()).toContain('$100.00');
    expect(await figure(page, 'Our fee').textContent()).toContain('$20.00');
    expect(await figure(page, 'Paid out to you').first().textContent()).toContain('$0.00');
    expect(await figure(page, 'Balance remaining').textContent()).toContain('$80.00');
    await closing.getByRole('button', { name: 'View the closing statement' }).click();
    const viewer = page.getByRole('dialog', { name: 'Closing statement' });
    await viewer.frameLocator('iframe').getByRole('heading', { name: 'Final figures' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^closing-statement-.+\.html$/);
    const html = readFileSync((await download.path())!, 'utf8');
    expect(html).toContain('<title>Closing statement</title>');
    expect(html).toContain('$80.00');
    await viewer.getByRole('button', { name: 'Close' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await lawyer.dispose();
  });
});
