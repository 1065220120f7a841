import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createUser } from '../../src/server/seed/factories';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import { annasBankAccount, annaWithCase } from '../support/payouts';
import { confirmReported } from '../support/recoveries';
import { appPerFile, signIn } from '../support/test-app';

/**
 * Issue 31 item 7: a payout's full payee details (IBAN, wallet address) are shown only to the
 * administrator who pays an approved withdrawal out, after a recent identity check, and every
 * reveal is audited. The approver of a four-eyes payout cannot read them (they may not pay it), and
 * nobody reads them for a withdrawal that is not waiting to be paid.
 */
const t = appPerFile();
const people: Record<'approver' | 'cashier' | 'lawyer', { id: string; cookie: string }> = {} as never;
let n = 0;
beforeAll(async () => {
  for (const [name, role] of [
    ['approver', 'admin'],
    ['cashier', 'admin'],
    ['lawyer', 'lawyer'],
  ] as const) {
    const user = await createUser(t.db, { role });
    people[name] = { id: user.id, cookie: (await signIn(t.app, user.username, user.password!)).cookie! };
  }
  await speakGerman(t.db, [people.approver.id, people.cashier.id, people.lawyer.id]);
});

const headers = (cookie: string) => asInsider(cookie, { 'idempotency-key': `payee-key-${n++}` });

/** An approved withdrawal of 500.00 to the client's IBAN (the firm's four-eyes limit is 0). */
async function approvedWithdrawal(approve = true) {
  const { cookie, theCase } = await annaWithCase(t, people.lawyer.id);
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${theCase.id}/recoveries`,
    payload: { amount: '1000.00', receivedAt: '2026-02-01', source: 'settlement', reference: 'SET-1' },
    headers: headers(people.lawyer.cookie),
  });
  await confirmReported(t, theCase.id, reported.json().id);
  const methodId = await annasBankAccount(t, cookie, { bic: 'ABNANL2A' });
  const withdrawal = await t.app.inject({
    method: 'POST',
    url: '/api/client/withdrawals',
    payload: { amount: '500.00', currency: 'USD', payoutMethodId: methodId },
    headers: { cookie, 'idempotency-key': `payee-withdrawal-${n++}` },
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  const id = withdrawal.json().id as string;
  if (approve) {
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/approve`,
      headers: asInsider(people.approver.cookie),
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return id;
}

const reveal = (id: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/beneficiary`,
    headers: asInsider(cookie),
  });
const reveals = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'withdrawal.beneficiary_revealed'), eq(auditLog.entityId, id)));

describe('the full payee details of a payout', () => {
  it('are shown to the administrator who pays it out, each reveal audited, a second one counted', async () => {
    const id = await approvedWithdrawal();
    const first = await reveal(id, people.cashier.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      withdrawalId: id,
      kind: 'bank_account',
      holderName: 'Anna de Vries',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      bankName: null,
      network: null,
      walletAddress: null,
      previousReveals: 0,
    });
    const again = await reveal(id, people.cashier.cookie);
    expect(again.json().previousReveals).toBe(1);
    const trail = await reveals(id);
    expect(trail.map((a) => [a.actorId, (a.after as { reveal: number }).reveal])).toEqual([
      [people.cashier.id, 1],
      [people.cashier.id, 2],
    ]);
    // The audit trail names the reveal, never the account itself.
    expect(JSON.stringify(trail)).not.toContain('0417164300');
  });

  it('are refused to the approver of a four-eyes payout, in German, and nothing changes', async () => {
    const id = await approvedWithdrawal();
    const before = await worldOf(t.db);
    const response = await reveal(id, people.approver.cookie);
    const error = expectRefusal(response, { status: 409, code: 'conflict' });
    expect(error.message).not.toContain('0417');
    await expectWorldUnchanged(t.db, before);
    expect(await reveals(id)).toEqual([]);
  });

  it('are refused for a withdrawal not yet approved, and to anyone but an administrator', async () => {
    const id = await approvedWithdrawal(false);
    const before = await worldOf(t.db);
    const pending = await reveal(id, people.cashier.cookie);
    expectRefusal(pending, { status: 409, code: 'conflict' });
    expectRefusal(await reveal(id, people.lawyer.cookie), { status: 403, code: 'forbidden' });
    await expectWorldUnchanged(t.db, before);
    expect(await reveals(id)).toEqual([]);
  });
});
