import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { notifications, signIn } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  recordRecovery,
  registerClient,
} from './support/portal';

const { newPage } = setupBrowser();
const SHOTS = 'test-results/screenshots';

const card = (page: Page, label: string) => page.getByRole('group', { name: label });
const cardText = async (page: Page, label: string) => (await card(page, label).textContent()) ?? '';

async function acceptAgreement(page: Page, fullName: string) {
  await page.getByRole('button', { name: 'Read the fee agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Engagement and fee agreement' });
  await dialog.getByRole('region', { name: 'Agreement text' }).waitFor();
  await dialog.getByLabel('Your full name').fill(fullName);
  await dialog.getByRole('checkbox', { name: 'I have read this agreement and accept it.' }).check();
  await dialog.getByRole('button', { name: 'Accept the agreement' }).click();
  return dialog;
}

describe('the client portal (issue 5)', () => {
  it('registration → password in the dialog → sign out → sign in: the case is new, with nothing recovered', async () => {
    const page = await newPage();
    const client = await registerClient(page, { setPassword: false });
    await page.goto('/client-dashboard');
    const dialog = page.getByRole('dialog', { name: 'Set a password for your portal' });
    await dialog.getByLabel('New password', { exact: true }).fill(client.password);
    await dialog.getByLabel('Repeat the new password').fill(client.password);
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, '/client-login', { username: client.email, password: client.password });
    await page.waitForURL('**/client-dashboard');

    await expect.poll(() => cardText(page, 'Case status')).toContain('New – free analysis');
    expect(await cardText(page, 'Recovered for you')).toContain('$0.00');
    expect(await cardText(page, 'Recovered for you')).toContain('Nothing has been recovered yet');
    expect(await cardText(page, 'Available balance')).toContain('$0.00');
    expect(await cardText(page, 'Case progress')).toContain('0%');
    // The header names the client and the last 8 characters of their id.
    await page.getByRole('banner').getByText(client.clientId.slice(-8).toUpperCase()).waitFor();
    // Overview: the case's own details and the timeline's first event.
    await page.getByText(client.caseReference).first().waitFor();
    await page.getByText('Your case was opened.').waitFor();
    // Team before assignment: an honest wait, not invented people.
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByText('A lawyer will be assigned after the free analysis').waitFor();
  });

  it('the fee agreement: a wrong name is refused, the right one accepted; the lawyer sees it and may then move the case on', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    // Before acceptance the case cannot leave phase "new" (server-side).
    const early = await lawyer.put(`/api/cases/${client.caseId}/phase`, { data: { phase: 'investigation' } });
    expect(early.status()).toBe(409);

    await openPortal(page);
    const dialog = await acceptAgreement(page, 'Somebody Else');
    await dialog
      .getByText(
        `Please type your full name exactly as on your account: ${client.firstName} ${client.lastName}`,
      )
      .waitFor();
    await dialog.getByLabel('Your full name').fill(`${client.firstName} ${client.lastName}`);
    await dialog.getByRole('button', { name: 'Accept the agreement' }).click();
    await notifications(page).getByText('Fee agreement accepted').waitFor();
    await page.getByText(/^Accepted on /).waitFor();
    await page.getByText('You accepted the fee agreement.').waitFor();

    const detail = (await (await lawyer.get(`/api/cases/${client.caseId}`)).json()) as {
      feeAgreement: { acceptedAt: string } | null;
    };
    expect(detail.feeAgreement?.acceptedAt).toBeTruthy();
    const moved = await lawyer.put(`/api/cases/${client.caseId}/phase`, {
      data: { phase: 'investigation', notes: 'We have started tracing the transfers.' },
    });
    expect(moved.status()).toBe(200);
    // Live: the open portal follows without a reload.
    await expect.poll(() => cardText(page, 'Case status')).toContain('Investigation');
    expect(await cardText(page, 'Case progress')).toContain('20%');

    // The accepted agreement can be read again and downloaded.
    await page.getByRole('button', { name: 'View and download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the agreement' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.html$/);
    await lawyer.dispose();
  });

  it('a recovery recorded by the lawyer updates the cards and the activity with the exact 20/80 split', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await openPortal(page);
    await card(page, 'Recovered for you').getByText('$0.00').waitFor();

    await recordRecovery(lawyer, client.caseId, 10_000.05);
    // 20% of 10,000.05 is 2,000.01 (half-even on cents); the client's share is the rest.
    await expect.poll(() => cardText(page, 'Recovered for you')).toContain('$10,000.05');
    expect(await cardText(page, 'Recovered for you')).toContain('Our fee (20%): $2,000.01');
    expect(await cardText(page, 'Available balance')).toContain('$8,000.04');
    await page.getByText('$10,000.05 recovered. Our fee (20%): $2,000.01; your share: $8,000.04.').waitFor();
    await lawyer.dispose();
  });

  it('a completed case offers the closing statement and a rating of 1 to 5 with a comment', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await acceptFeeAgreement(page, client);
    const done = await lawyer.put(`/api/cases/${client.caseId}/phase`, { data: { phase: 'completed' } });
    expect(done.status()).toBe(200);

    await openPortal(page);
    await page.getByRole('heading', { name: 'Your case is completed' }).waitFor();
    expect(await cardText(page, 'Case progress')).toContain('100%');
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await page.getByText('Please choose from 1 to 5 stars.').waitFor();
    // By keyboard, as a radio group works: focus the first star, arrow right to the fourth.
    await page.getByRole('radio', { name: '1 star', exact: true }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByLabel('Comment (optional)').fill('Clear explanations at every step.');
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await page.getByText('You rated our service 4 stars out of 5. Thank you.').waitFor();
    const dashboard = (await (await page.request.get('/api/client/dashboard')).json()) as {
      case: { rating: { rating: number; comment: string | null } | null };
    };
    expect(dashboard.case.rating).toMatchObject({ rating: 4, comment: 'Clear explanations at every step.' });

    await page.getByRole('button', { name: 'Open the closing statement' }).click();
    await page.waitForURL(/[?&]tab=payments/);
    await page.getByRole('region', { name: 'Closing statement' }).waitFor();
    await lawyer.dispose();
  });

  it("a second client cannot see or touch the first client's case (API probes)", async () => {
    const first = await newPage();
    const owner = await registerClient(first);
    const other = await newPage();
    await registerClient(other);
    const id = owner.caseId;
    for (const path of [
      `/api/cases/${id}`,
      `/api/cases/${id}/timeline`,
      `/api/cases/${id}/ledger`,
      `/api/cases/${id}/documents`,
      `/api/cases/${id}/messages`,
      `/api/cases/${id}/team`,
      `/api/cases/${id}/fee-agreement`,
      `/api/cases/${id}/fee-agreement/document`,
      `/api/client/recovery-steps?caseId=${id}`,
    ]) {
      expect((await other.request.get(path)).status(), path).toBe(404);
    }
    const writes = [
      other.request.post('/api/client/notes', { data: { caseId: id, body: 'Not my case.' } }),
      other.request.post(`/api/cases/${id}/messages`, { data: { body: 'Not my case.' } }),
      other.request.post(`/api/cases/${id}/fee-agreement`, {
        data: { fullName: 'X Y', agree: true, version: '1', language: 'en', textSha256: '0'.repeat(64) },
      }),
    ];
    for (const response of await Promise.all(writes)) expect(response.status(), response.url()).toBe(404);
    // The other client's own dashboard shows only their own case.
    const mine = (await (await other.request.get('/api/client/dashboard')).json()) as {
      cases: { id: string }[];
    };
    expect(mine.cases.map((c) => c.id)).not.toContain(id);
  });
});

describe('every tab, at phone and desktop width', () => {
  it('has no axe violations and is saved as screenshots', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const setup = await newPage();
    const client = await registerClient(setup);
    const lawyer = await assignToDemoLawyer(client.caseId);
    await recordRecovery(lawyer, client.caseId, 4_250);
    await lawyer.post(`/api/cases/${client.caseId}/messages`, {
      data: { body: 'Good news: the bank has returned part of your money.' },
    });
    const state = await setup.context().storageState();

    for (const width of [390, 1280]) {
      const page = await newPage({
        viewport: { width, height: width < 640 ? 844 : 800 },
        storageState: state,
      });
      for (const tab of ['overview', 'recovery', 'evidence', 'team', 'payments', 'messages']) {
        await openPortal(page, tab);
        await page.getByRole('tabpanel').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${tab} at ${width}px`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/client-${tab}-${width}.png`, fullPage: true });
      }
    }
    await lawyer.dispose();
  });

  it('under 640 px the tabs are a menu', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await registerClient(page);
    await openPortal(page);
    await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Recovery' });
    await page.getByRole('heading', { name: 'What is happening now' }).waitFor();
    await page.waitForURL(/[?&]tab=recovery/);
  });
});

describe("in the reader's language", () => {
  it('shows the portal in German, money in German style', async () => {
    // The summary cards are the cases feature's texts; the tabs are the portal screen's.
    const de = {
      ...(JSON.parse(readFileSync('src/web/locales/de/cases.json', 'utf8')) as {
        cards: { recovered: string; status: string };
        phases: { new: string };
      }),
      ...(JSON.parse(readFileSync('src/web/locales/de/portal.json', 'utf8')) as {
        tabs: { recovery: string };
      }),
    };
    const page = await newPage({ locale: 'de-DE' });
    await registerClient(page);
    await openPortal(page);
    await expect.poll(() => cardText(page, de.cards.status)).toContain(de.phases.new);
    // "0,00 $": German digits and the currency after the amount.
    expect(await cardText(page, de.cards.recovered)).toMatch(/0,00\s\$/);
    await page.getByRole('tab', { name: de.tabs.recovery }).click();
    await page.waitForURL(/[?&]tab=recovery/);
  });
});
