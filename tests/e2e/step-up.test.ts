import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../support/smtp';
import { setupBrowser } from './support/browser';
import { startBuiltServer } from './support/global-setup';
import { DEMO } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  confirmRecovery,
  openPortal,
  registerClient,
  withStepUp,
} from './support/portal';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const { newPage } = setupBrowser();
const SCREENSHOTS = 'test-results/screenshots';

/**
 * D27 step-up in the browser, on a server whose check lasts 2 s instead of 10 minutes: a change
 * of access made after the check has aged asks "confirm it is you" inline, and once the person
 * typed their password the change goes through by itself. Fresh accounts only.
 */
let server: Awaited<ReturnType<typeof startBuiltServer>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
// This server's emails (the address confirmation a payout needs, D28) land here, not in the shared mailbox.
const mailDir = mkdtempSync(join(tmpdir(), 'recourse-e2e-step-up-mail-'));
beforeAll(async () => {
  let count = 0;
  smtp = await startSmtp(0, (message) => {
    count += 1;
    writeFileSync(join(mailDir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(message));
  });
  server = await startBuiltServer({
    REAUTH_WINDOW_SECONDS: '2',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: '300',
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

/**
 * Sends a change that needs a recent check; when the 2-second window has passed meanwhile, confirms
 * with the password through the API (as the dialog would) and sends it again. For the setting-up
 * steps only: the journey under test goes through the dialog.
 */

/** The change-password page in English, filled in and sent. */
async function submitPasswordChange(page: Page, current: string, next: string) {
  await page.goto('/change-password');
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password').fill(next);
  await page.getByRole('button', { name: 'Save password' }).click();
}

async function expectPasswordWorks(page: Page, username: string, password: string) {
  const signIn = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(signIn.status()).toBe(200);
}

describe('step-up (D27)', () => {
  it('asks for the password inline before a withdrawal once the check has aged, then requests it', async () => {
    const page = await newPage({ baseURL: server.baseURL });
    const client = await registerClient(page, { mailDir });
    await acceptFeeAgreement(page, client);
    const lawyer = await assignToDemoLawyer(client.caseId, server.baseURL);
    const recorded = await withStepUp(lawyer, DEMO.lawyer.password, () =>
      lawyer.post(`/api/cases/${client.caseId}/recoveries`, {
        headers: { 'Idempotency-Key': `e2e-step-up-${Date.now()}` },
        data: {
          amount: 1000,
          receivedAt: new Date().toISOString().slice(0, 10),
          source: 'bank_recall',
          reference: `RECALL-STEP-UP-${Date.now()}`,
        },
      }),
    );
    expect(recorded.status(), await recorded.text()).toBe(201);
    await confirmRecovery(client.caseId, (await recorded.json()).id, server.baseURL); // D26
    const method = await withStepUp(page.request, client.password, () =>
      page.request.post('/api/client/payout-methods', {
        data: {
          kind: 'bank_account',
          holderName: `${client.firstName} ${client.lastName}`,
          iban: 'DE89 3704 0044 0532 0130 00',
          bankName: 'Commerzbank',
        },
      }),
    );
    expect(method.status(), await method.text()).toBe(201);
    // Longer ago than the window: as after 11 minutes with the real 10-minute window.
    await sleep(3000);

    await openPortal(page, 'payments');
    await page.getByRole('button', { name: 'Request a withdrawal' }).click();
    const request = page.getByRole('dialog', { name: 'Request a withdrawal' });
    await request.getByLabel('Amount').fill('300');
    await request.getByRole('button', { name: 'Request withdrawal' }).click();

    const check = page.getByRole('dialog', { name: 'Confirm it is you' });
    await check.waitFor();
    // Nothing is requested while the question is open.
    const before = (await (await page.request.get('/api/client/withdrawals')).json()) as {
      withdrawals: unknown[];
    };
    expect(before.withdrawals).toHaveLength(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/step-up-withdrawal-en-1280.png` });

    await check.getByLabel('Password').fill(client.password);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await check.waitFor({ state: 'detached' });
    await request.waitFor({ state: 'detached' });
    await page.getByText('Withdrawal requested').first().waitFor();
    const requests = page.getByRole('region', { name: 'Your withdrawal requests' });
    await requests.getByText('Pending').waitFor();
    const after = (await (await page.request.get('/api/client/withdrawals')).json()) as {
      withdrawals: { amountCents: number; status: string }[];
    };
    expect(after.withdrawals).toEqual([expect.objectContaining({ amountCents: 30_000, status: 'pending' })]);
  });

  it('asks for the password inline, then carries on with the change', async () => {
    const page = await newPage({ baseURL: server.baseURL });
    const client = await registerClient(page, { confirmEmail: false });
    await sleep(3000);

    await submitPasswordChange(page, client.password, `${client.password}-new`);

    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/step-up-dialog-en-1280.png` });

    // A wrong password is said so in the dialog; nothing changed meanwhile.
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('That password is not right. Please try again.').waitFor();

    await dialog.getByLabel('Password').fill(client.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Password changed').first().waitFor();

    // The new password is the one that works now.
    await expectPasswordWorks(page, client.email, `${client.password}-new`);
  });

  it('lets a person with a passkey confirm with it instead of the password', async () => {
    const page = await newPage({ baseURL: server.baseURL });
    await addVirtualAuthenticator(page);
    const client = await registerClient(page, { confirmEmail: false });
    await page.goto('/account');
    await page.getByLabel('Name').fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // Adding a factor needs a recent check too: answered with the password while the window is short.
    const added = page.getByRole('list', { name: 'Your passkeys' }).getByText('This laptop');
    const check = page.getByRole('dialog', { name: 'Confirm it is you' });
    while (!(await added.isVisible())) {
      await added.or(check).first().waitFor();
      if (await check.isVisible()) {
        await check.getByLabel('Password').fill(client.password);
        await check.getByRole('button', { name: 'Confirm' }).click();
        await check.waitFor({ state: 'detached' });
      }
    }
    await sleep(3000);

    await submitPasswordChange(page, client.password, `${client.password}-new`);
    await check.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/step-up-passkey-en-1280.png` });
    await check.getByRole('button', { name: 'Use a passkey' }).click();
    await check.waitFor({ state: 'detached' });
    await page.getByText('Password changed').first().waitFor();
    await expectPasswordWorks(page, client.email, `${client.password}-new`);
  });

  it('gives the screen its error when the person cancels', async () => {
    const page = await newPage({
      baseURL: server.baseURL,
      viewport: { width: 390, height: 800 },
      locale: 'de-DE',
    });
    const client = await registerClient(page, { confirmEmail: false });
    await page.request.patch('/api/auth/me', { data: { language: 'de' } });
    await sleep(3000);
    await page.goto('/change-password');
    await page.getByLabel('Aktuelles Passwort').fill(client.password);
    await page.getByLabel('Neues Passwort', { exact: true }).fill(`${client.password}-neu`);
    await page.getByLabel('Neues Passwort wiederholen').fill(`${client.password}-neu`);
    await page.getByRole('button', { name: /speichern/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestätigen Sie, dass Sie es sind' });
    await dialog.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/step-up-dialog-de-390.png` });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The form gets the refusal as any other failure, and says the password was not saved.
    await page
      .getByText('Das Passwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')
      .waitFor();
    await expectPasswordWorks(page, client.email, client.password);
  });
});
