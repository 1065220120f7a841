import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../../src/shared/domain/trail/crypto';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { DEMO, notifications, signInAsStaff } from './support/journeys';
import {
  acceptFeeAgreement,
  assignToDemoLawyer,
  openPortal,
  registerClient,
  staffApi,
  withStepUp,
} from './support/portal';

const { newPage } = setupBrowser();

/** A wallet no other journey uses, in its EIP-55 form, and the same with one letter's case flipped. */
function freshWallet() {
  const checksummed = toChecksumAddress(`0x${randomBytes(20).toString('hex')}`);
  const at = [...checksummed].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c));
  const c = checksummed[at]!;
  const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return { checksummed, wrongChecksum: `${checksummed.slice(0, at)}${flipped}${checksummed.slice(at + 1)}` };
}

/** The client's portal form: a crypto payment of `amount` to `wallet` on `network`. */
async function enterCryptoPayment(page: Page, wallet: string, network: string, amount = '2500') {
  const dialog = page.getByRole('dialog', { name: 'Add a payment' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add a payment' }).first().click();
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('How you paid').selectOption({ label: 'Cryptocurrency' });
  await dialog.getByLabel('Network').selectOption({ label: network });
  await dialog.getByLabel('Destination wallet address').fill(wallet);
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  return dialog;
}

/** A desk of its own for a country no other journey registers from, so the second case is elsewhere. */
async function otherDesk(): Promise<string> {
  const admin = await staffApi('admin');
  const name = `Desk JP ${randomBytes(3).toString('hex')}`;
  const created = await withStepUp(admin, DEMO.admin.password, () =>
    admin.post('/api/admin/desks', { data: { name, countries: ['JP'] } }),
  );
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  return name;
}

describe('scam intelligence across cases', () => {
  it('links two clients on two desks through one wallet, and the lawyer hands a bank a verifiable pack', async () => {
    const wallet = freshWallet();
    const deskName = await otherDesk();

    // The first client types the wallet with one letter's case wrong, is told so, then corrects it.
    const first = await newPage();
    const a = await registerClient(first, { country: 'DE' });
    await (await assignToDemoLawyer(a.caseId)).dispose();
    await openPortal(first, 'evidence');
    await first.getByRole('heading', { name: 'What you paid, and to whom' }).waitFor();
    await first.getByText('No payments recorded yet.', { exact: false }).waitFor();
    const dialog = await enterCryptoPayment(first, wallet.wrongChecksum, 'Ethereum');
    await dialog.getByText('does not match its checksum').waitFor();
    await dialog.getByLabel('Destination wallet address').fill(wallet.checksummed);
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await notifications(first).getByText('Payment added to the trail.').waitFor();
    await first.getByText(wallet.checksummed).waitFor();
    expect(await axeViolations(first)).toEqual([]);

    // A second client, on another desk, enters the same wallet in another form: all lowercase, on BNB Smart Chain.
    const second = await newPage();
    const b = await registerClient(second, { country: 'JP' });
    await openPortal(second, 'evidence');
    await enterCryptoPayment(second, wallet.checksummed.toLowerCase(), 'BNB Smart Chain', '900');
    await notifications(second).getByText('Payment added to the trail.').waitFor();

    // The first client's lawyer sees the link, and nothing personal of the other case.
    const lawyer = await newPage();
    await signInAsStaff(lawyer, '/login', DEMO.lawyer);
    await lawyer.waitForURL('**/lawyer-dashboard**');
    await lawyer.goto(`/lawyer-dashboard?tab=cases&case=${a.caseId}`);
    const drawer = lawyer.getByRole('dialog').filter({ hasText: a.caseReference });
    const indicators = drawer.getByRole('region', { name: 'Indicators and linked cases' });
    await indicators.getByText('Also seen in 1 other case').waitFor();
    await indicators.getByText(`1 case you cannot open, on: ${deskName}.`).waitFor();
    expect(await axeViolations(lawyer)).toEqual([]);

    // An evidence pack for the bank: the PDF downloaded is the one whose SHA-256 the case recorded.
    const packs = drawer.getByRole('region', { name: 'Evidence packs' });
    await packs.getByRole('button', { name: 'Make an evidence pack' }).click();
    const make = lawyer.getByRole('dialog', { name: 'Make an evidence pack' });
    await make.getByLabel('Name of the addressee').fill('Commerzbank AG, Fraud Prevention');
    await make
      .getByLabel('Summary of the facts')
      .fill('The client paid a fake trading platform in crypto; the same wallet was paid by another victim.');
    await make.getByRole('button', { name: 'Make the pack' }).click();
    await notifications(lawyer).getByText('Evidence pack made.', { exact: false }).waitFor();
    const item = packs.getByRole('listitem').filter({ hasText: 'Commerzbank AG, Fraud Prevention' });
    const shown = (await item.locator('dd').first().textContent())?.trim();
    const download = lawyer.waitForEvent('download');
    await item
      .getByRole('link', { name: 'Download the PDF of the pack for Commerzbank AG, Fraud Prevention' })
      .click();
    const file = await (await download).path();
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(hash).toBe(shown);
    await drawer.getByRole('region', { name: 'Timeline' }).getByText(hash, { exact: false }).waitFor();

    // Two clients and an unreviewed wallet: the public check knows nothing yet.
    const visitor = await newPage();
    await visitor.goto('/check');
    // The page is prerendered: a click before the app has started would submit the bare form.
    await visitor.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const check = async (expected: string) => {
      await visitor
        .getByLabel('Website, wallet address, IBAN or phone number')
        .fill(wallet.checksummed.toLowerCase());
      await visitor.getByRole('button', { name: 'Check', exact: true }).click();
      await visitor.getByRole('status').getByRole('heading', { name: expected }).waitFor();
    };
    await check('No confirmed reports');

    // A third client reports it; the lawyer confirms it as a scam, with a reason.
    const third = await newPage();
    const c = await registerClient(third, { country: 'DE' });
    const reported = await third.request.post(`/api/cases/${c.caseId}/payment-trail/payments`, {
      data: {
        paidOn: '2026-05-02',
        amount: '400',
        currency: 'EUR',
        method: 'crypto',
        cryptoNetwork: 'polygon',
        walletAddress: wallet.checksummed,
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    await indicators.getByText('Also seen in 2 other cases').waitFor();
    const walletItem = indicators.getByRole('listitem').filter({ hasText: wallet.checksummed });
    await walletItem.getByRole('button', { name: 'Review', exact: true }).click();
    const review = lawyer.getByRole('dialog', { name: 'Review this indicator' });
    await review.getByLabel('Status').selectOption({ label: 'Confirmed scam' });
    await review.getByLabel('Reason').fill('Three clients paid it for the same fake platform.');
    await review.getByRole('button', { name: 'Save review' }).click();
    await walletItem.getByText('Confirmed scam').waitFor();

    // Three registrations and a confirmed wallet are not enough (D38): none of them is a client the
    // firm accepted, with the wallet reviewed on their case by staff.
    await check('No confirmed reports');

    // The firm takes them on. Each signs the fee agreement; the lawyer marks the wallet reviewed on
    // her case (the manager gave it to her: a second member of staff on it, D131); the other two
    // cases go to her from the administrator, and she reviews them too.
    for (const [page, client] of [
      [first, a],
      [second, b],
      [third, c],
    ] as const)
      await acceptFeeAgreement(page, client);
    await walletItem.getByRole('button', { name: 'Mark reviewed on this case' }).click();
    await walletItem.getByText('Reviewed on this case by', { exact: false }).waitFor();
    const admin = await staffApi('admin');
    const lena = await staffApi('lawyer');
    const lenaId = ((await (await lena.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
    for (const caseId of [b.caseId, c.caseId]) {
      const given = await withStepUp(admin, DEMO.admin.password, () =>
        admin.patch(`/api/cases/${caseId}/assign`, { data: { lawyerId: lenaId } }),
      );
      expect(given.status(), await given.text()).toBe(200);
      const { indicators: own } = (await (await lena.get(`/api/cases/${caseId}/indicators`)).json()) as {
        indicators: { id: string; value: string }[];
      };
      const walletId = own.find((i) => i.value.endsWith(wallet.checksummed.toLowerCase().slice(2)))!.id;
      const reviewed = await lena.post(`/api/cases/${caseId}/indicators/${walletId}/review`);
      expect(reviewed.status(), await reviewed.text()).toBe(204);
    }
    await admin.dispose();
    await lena.dispose();

    // Now the visitor learns it was reported by 3–10 clients, and nothing else.
    await check('Reported in confirmed fraud cases');
    const answer = await visitor.getByRole('status').textContent();
    expect(answer).toContain('3–10 clients');
    for (const secret of [a.lastName, c.lastName, a.caseReference, '2,500', '2500'])
      expect(answer).not.toContain(secret);
    expect(await axeViolations(visitor)).toEqual([]);
  });
});
