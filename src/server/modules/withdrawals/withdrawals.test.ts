import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedByOperator } from '../../../../tests/support/approvals';
import { annasBankAccount, annaWithCase } from '../../../../tests/support/payouts';
import { balancesOf, confirmReported } from '../../../../tests/support/recoveries';
import { appPerFile, signIn } from '../../../../tests/support/test-app';
import { ledgerTransactions, withdrawals } from '../../db/schema';
import { createUser } from '../../seed/factories';

const t = appPerFile();
let adminCookie: string;
/** A second administrator: four eyes on money out (issue 19) — the approver does not also pay. */
let cashierCookie: string;
let lawyerCookie: string;
let lawyerId: string;
beforeAll(async () => {
  const admin = await createUser(t.db, { role: 'admin' });
  adminCookie = (await signIn(t.app, admin.username, admin.password!)).cookie!;
  const cashier = await createUser(t.db, { role: 'admin' });
  cashierCookie = (await signIn(t.app, cashier.username, cashier.password!)).cookie!;
  const lawyer = await createUser(t.db, { role: 'lawyer' });
  lawyerId = lawyer.id;
  lawyerCookie = (await signIn(t.app, lawyer.username, lawyer.password!)).cookie!;
});

let n = 0;
const key = () => `wd-test-${Date.now()}-${n++}`;

/** A client with `recovered` (major units) received on their case, signed in, with a bank account. */
async function clientWithFunds(recovered: number) {
  const { client, cookie, theCase } = await annaWithCase(t, lawyerId);
  if (recovered > 0) {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries`,
      payload: { amount: recovered, receivedAt: '2026-02-01', source: 'settlement', reference: 'SET-1' },
      headers: { cookie: lawyerCookie, 'idempotency-key': key() },
    });
    expect(r.statusCode).toBe(201);
    await confirmReported(t, theCase.id, r.json().id); // D26: a second person confirms it
  }
  const methodId = await annasBankAccount(t, cookie, { bankName: 'ABN AMRO' });
  return { client, cookie, theCase, methodId };
}

const as = (cookie: string) => ({ cookie });
const requestWithdrawal = (cookie: string, payload: Record<string, unknown>, idempotencyKey = key()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client/withdrawals',
    payload,
    headers: { ...as(cookie), 'idempotency-key': idempotencyKey },
  });
const admin = (id: string, step: string, payload?: Record<string, unknown>, cookie = adminCookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/${step}`,
    payload,
    headers: as(cookie),
  });
/** Marking paid, by the administrator who did not approve. */
const pay = (id: string, payload?: Record<string, unknown>) => admin(id, 'mark-paid', payload, cashierCookie);
const balances = async (caseId: string, cookie: string) =>
  (await t.app.inject({ url: `/api/cases/${caseId}/ledger`, headers: as(cookie) })).json().client;

describe('withdrawal lifecycle', () => {
  it('holds the amount, then pays it out of the trust account', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000);
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(8000, 0, 0));

    const requested = await requestWithdrawal(cookie, { amount: 3000, payoutMethodId: methodId });
    expect(requested.statusCode).toBe(201);
    const withdrawal = requested.json();
    expect(withdrawal).toMatchObject({ status: 'pending', amount: 3000, clientName: 'Anna de Vries' });
    expect(withdrawal.payoutMethod.maskedDetails).toBe('NL91 •••• 4300');
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(5000, 3000, 0));

    const pending = await t.app.inject({
      url: '/api/admin/withdrawals?status=pending',
      headers: as(adminCookie),
    });
    expect(pending.json().withdrawals.map((w: { id: string }) => w.id)).toContain(withdrawal.id);

    expect((await admin(withdrawal.id, 'approve')).json().status).toBe('approved');
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(5000, 3000, 0));
    const paid = await pay(withdrawal.id, { reference: 'SEPA-0001' });
    expect(paid.json()).toMatchObject({ status: 'paid', paidReference: 'SEPA-0001' });
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(5000, 0, 3000));
  });

  it('gives the money back on rejection, and the client sees why', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000);
    const withdrawal = (await requestWithdrawal(cookie, { amount: 8000, payoutMethodId: methodId })).json();
    const rejected = await admin(withdrawal.id, 'reject', {
      reason: 'Please confirm the account with a bank statement.',
    });
    expect(rejected.json().status).toBe('rejected');
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(8000, 0, 0));
    const mine = (await t.app.inject({ url: '/api/client/withdrawals', headers: as(cookie) })).json();
    expect(mine.withdrawals[0]).toMatchObject({
      status: 'rejected',
      reason: 'Please confirm the account with a bank statement.',
    });
  });

  it('requires a reason to reject and a reference to mark paid, and changes nothing without them', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000);
    const w = (await requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })).json();
    const noReason = await admin(w.id, 'reject', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    await admin(w.id, 'approve');
    const noReference = await pay(w.id, {});
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.fields).toHaveProperty('reference');
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(7000, 1000, 0));
  });

  it('lets the client cancel while pending, not after approval', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000);
    const first = (await requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })).json();
    const cancel = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/client/withdrawals/${id}/cancel`, headers: as(cookie) });
    expect((await cancel(first.id)).json().status).toBe('cancelled');
    const second = (await requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })).json();
    await admin(second.id, 'approve');
    expect((await cancel(second.id)).statusCode).toBe(409);
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(7000, 1000, 0));
  });

  it.each([
    ['pay a pending withdrawal', 'pending', 'mark-paid', { reference: 'X-1' }],
    ['approve a rejected one', 'rejected', 'approve', undefined],
    ['reject a paid one', 'paid', 'reject', { reason: 'Too late for this' }],
  ] as const)('refuses to %s (409) and changes nothing', async (_label, state, step, payload) => {
    const { cookie, methodId } = await clientWithFunds(10_000);
    const w = (await requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })).json();
    if (state === 'rejected') await admin(w.id, 'reject', { reason: 'Not this time, sorry' });
    if (state === 'paid') {
      await admin(w.id, 'approve');
      await pay(w.id, { reference: 'P-1' });
    }
    const before = (await t.db.select({ n: count() }).from(ledgerTransactions))[0]!.n;
    const response = await admin(w.id, step, payload);
    expect(response.statusCode).toBe(409);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row!.status).toBe(state);
    expect((await t.db.select({ n: count() }).from(ledgerTransactions))[0]!.n).toBe(before);
  });
});

describe('withdrawal requests', () => {
  it('refuses more than is available, and holds nothing', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000);
    const response = await requestWithdrawal(cookie, { amount: 8000.01, payoutMethodId: methodId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.amount).toMatch(/up to \$8,000\.00/);
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(8000, 0, 0));
  });

  it('refuses before any money has been recovered', async () => {
    const { cookie, methodId } = await clientWithFunds(0);
    expect((await requestWithdrawal(cookie, { amount: 1, payoutMethodId: methodId })).statusCode).toBe(400);
  });

  it("answers 404 for another client's payout method and changes nothing", async () => {
    const a = await clientWithFunds(10_000);
    const b = await clientWithFunds(10_000);
    const response = await requestWithdrawal(a.cookie, { amount: 100, payoutMethodId: b.methodId });
    expect(response.statusCode).toBe(404);
    expect(await balances(a.theCase.id, a.cookie)).toEqual(balancesOf(8000, 0, 0));
  });

  it('holds once for a replayed request', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000);
    const first = await requestWithdrawal(
      cookie,
      { amount: 500, payoutMethodId: methodId },
      'same-key-withdrawal',
    );
    const again = await requestWithdrawal(
      cookie,
      { amount: 500, payoutMethodId: methodId },
      'same-key-withdrawal',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(7500, 500, 0));
  });

  it('never overdraws under 50 parallel requests that together exceed the balance', async () => {
    const { cookie, theCase, methodId } = await clientWithFunds(10_000); // 8,000.00 available
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    expect(await balances(theCase.id, cookie)).toEqual(balancesOf(0, 8000, 0));
  });
});

describe('payout methods', () => {
  it('must be in the client’s own name, with a valid IBAN', async () => {
    const { cookie } = await clientWithFunds(0);
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/client/payout-methods', payload, headers: as(cookie) });
    const stranger = await add({
      kind: 'bank_account',
      holderName: 'Recovery Services Ltd',
      iban: 'NL91ABNA0417164300',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.holderName).toMatch(/own name/);
    const typo = await add({ kind: 'bank_account', holderName: 'Anna de Vries', iban: 'NL91ABNA0417164301' });
    expect(typo.json().error.fields.iban).toMatch(/not valid/);
    const wallet = await add({
      kind: 'crypto_wallet',
      holderName: 'Anna De Vries',
      network: 'ethereum',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(wallet.statusCode).toBe(201);
    const wallets = (await t.app.inject({ url: '/api/client/crypto-wallets', headers: as(cookie) })).json();
    expect(wallets.payoutMethods.map((m: { kind: string }) => m.kind)).toEqual(['crypto_wallet']);
  });

  it('cannot be removed while a withdrawal to it is open', async () => {
    const { cookie, methodId } = await clientWithFunds(10_000);
    await requestWithdrawal(cookie, { amount: 100, payoutMethodId: methodId });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/payout-methods/${methodId}`,
      headers: as(cookie),
    });
    expect(remove.statusCode).toBe(409);
  });
});

describe('four eyes on money out (issue 19)', () => {
  const settings = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: as(adminCookie) });
  const ledgerCount = async () => (await t.db.select({ n: count() }).from(ledgerTransactions))[0]!.n;

  it('refuses the approver marking it paid, changes nothing, and lets another administrator', async () => {
    const { cookie, methodId } = await clientWithFunds(10_000);
    const w = (await requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })).json();
    const approved = (await admin(w.id, 'approve')).json();
    expect(approved).toMatchObject({ status: 'approved', secondPersonToPay: true });
    expect(approved.approvedById).toEqual(expect.any(String));

    const before = await ledgerCount();
    const own = await admin(w.id, 'mark-paid', { reference: 'SEPA-4E-1' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toMatchObject({ code: 'conflict' });
    expect(own.json().error.message).toMatch(/another administrator must mark it paid/);
    expect(await ledgerCount()).toBe(before);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row).toMatchObject({ status: 'approved', paidReference: null });

    const other = await pay(w.id, { reference: 'SEPA-4E-1' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      status: 'paid',
      paidReference: 'SEPA-4E-1',
      approvedById: approved.approvedById,
    });
  });

  it('answers in the approver’s own language', async () => {
    const german = await createUser(t.db, { role: 'admin', language: 'de' });
    const germanCookie = (await signIn(t.app, german.username, german.password!)).cookie!;
    const { cookie, methodId } = await clientWithFunds(10_000);
    const w = (await requestWithdrawal(cookie, { amount: 1000, payoutMethodId: methodId })).json();
    await admin(w.id, 'approve', undefined, germanCookie);
    const own = await admin(w.id, 'mark-paid', { reference: 'SEPA-4E-2' }, germanCookie);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/^Sie haben diese Auszahlung freigegeben/);
  });

  it('lets one person approve and pay at or below the firm’s threshold, and not above it', async () => {
    // D37: raising the threshold weakens four eyes: it waits for a second admin (the operator here).
    await approvedByOperator(t, await settings({ payoutSecondPersonAbove: 2000 }));
    try {
      const { cookie, methodId } = await clientWithFunds(10_000);
      const small = (await requestWithdrawal(cookie, { amount: 2000, payoutMethodId: methodId })).json();
      expect(small.secondPersonToPay).toBe(false);
      await admin(small.id, 'approve');
      expect((await admin(small.id, 'mark-paid', { reference: 'SEPA-SMALL' })).statusCode).toBe(200);

      const large = (await requestWithdrawal(cookie, { amount: 2000.01, payoutMethodId: methodId })).json();
      expect(large.secondPersonToPay).toBe(true);
      await admin(large.id, 'approve');
      expect((await admin(large.id, 'mark-paid', { reference: 'SEPA-LARGE' })).statusCode).toBe(409);
      expect((await pay(large.id, { reference: 'SEPA-LARGE' })).statusCode).toBe(200);
    } finally {
      expect((await settings({ payoutSecondPersonAbove: 0 })).statusCode).toBe(200);
    }
  });
});
