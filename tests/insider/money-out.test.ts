import { beforeAll, describe, expect, it } from 'vitest';
import { castPerFile } from '../support/case-cast';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import { recoverConfirmed } from '../support/recoveries';
import { appPerFile, loginAs } from '../support/test-app';

/**
 * Issue 31, "approve and pay out alone" (issue 19, D27): money leaves only to a destination the
 * client registered themselves, on a withdrawal the client asked for, approved by an administrator
 * and — above the firm's threshold (0 by default: every payout) — marked paid by another one.
 * Each insider here acts alone with their own session and is refused; nothing changes.
 */
const t = appPerFile();
const cast = castPerFile(t);
let n = 0;
beforeAll(async () => {
  await speakGerman(t.db, [cast.lawyer.id, cast.manager.id, cast.admin.id]);
  // 500.00 received and confirmed by a second person: the client has money to ask for.
  await recoverConfirmed(t, cast.lawyer.cookie, cast.caseId, {
    amount: '500.00',
    receivedAt: '2026-03-02',
    source: 'settlement',
    reference: 'SET-OUT',
  });
});

const INSIDERS = ['lawyer', 'manager', 'admin'] as const;
const send = (cookie: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: asInsider(cookie, { 'idempotency-key': `money-out-${n++}` }),
  });

/** The client, signed in as themselves, registers their own account and asks for 100.00. */
async function clientAsksForMoney(): Promise<string> {
  const method = await send(cast.client.cookie, 'POST', '/api/client/payout-methods', {
    kind: 'bank_account',
    holderName: `${cast.client.firstName} ${cast.client.lastName}`,
    iban: 'NL91 ABNA 0417 1643 00',
    bankName: 'ABN AMRO',
  });
  expect(method.statusCode, method.body).toBe(201);
  const asked = await send(cast.client.cookie, 'POST', '/api/client/withdrawals', {
    amount: 100,
    payoutMethodId: method.json().id,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().id;
}

describe('moving money out alone', () => {
  it.each(INSIDERS)('the %s cannot give a client a destination or ask for their money', async (who) => {
    const before = await worldOf(t.db);
    expectRefusal(
      await send(cast[who].cookie, 'POST', '/api/client/payout-methods', {
        kind: 'bank_account',
        holderName: `${cast.client.firstName} ${cast.client.lastName}`,
        iban: 'DE89 3704 0044 0532 0130 00',
        bankName: 'Insider Bank',
      }),
      { status: 403, code: 'forbidden' },
    );
    expectRefusal(await send(cast[who].cookie, 'POST', '/api/client/withdrawals', { amount: 100 }), {
      status: 403,
      code: 'forbidden',
    });
    await expectWorldUnchanged(t.db, before);
  });

  it.each(['lawyer', 'manager'] as const)('the %s cannot approve or pay a withdrawal', async (who) => {
    const id = await clientAsksForMoney();
    const before = await worldOf(t.db);
    for (const step of ['approve', 'mark-paid'])
      expectRefusal(
        await send(cast[who].cookie, 'POST', `/api/admin/withdrawals/${id}/${step}`, { reference: 'X-1' }),
        { status: 403, code: 'forbidden' },
      );
    await expectWorldUnchanged(t.db, before);
  });

  it('the admin who approved cannot also mark it paid; another admin can', async () => {
    const id = await clientAsksForMoney();
    const approved = await send(cast.admin.cookie, 'POST', `/api/admin/withdrawals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const before = await worldOf(t.db);
    expectRefusal(
      await send(cast.admin.cookie, 'POST', `/api/admin/withdrawals/${id}/mark-paid`, {
        reference: 'SEPA-1',
      }),
      { status: 409, code: 'conflict' },
    );
    await expectWorldUnchanged(t.db, before);
    // The control is real: a second administrator completes it (the test above could see a payout).
    const cashier = await loginAs(t, 'admin');
    const paid = await send(cashier.cookie, 'POST', `/api/admin/withdrawals/${id}/mark-paid`, {
      reference: 'SEPA-1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
  });
});
