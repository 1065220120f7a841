import { beforeAll, describe, expect, it } from 'vitest';
import { createCase, createUser } from '../../src/server/seed/factories';
import type { BankStatementSummary } from '../../src/shared/contracts/bank-statements';
import { camtStatement, registerTrustAccounts, uploadStatement } from '../support/bank-statements';
import { caseCast } from '../support/case-cast';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import { appPerFile } from '../support/test-app';

/**
 * Issue 32 item 5: withdrawing a statement un-confirms the recoveries it confirmed, so it is a
 * door to money. A lawyer or a manager may not open it at all; an admin alone may not use it to
 * take back what a signed-off month recorded. Each refusal is in the insider's language and
 * changes nothing.
 */
const t = appPerFile();
let cast: Awaited<ReturnType<typeof caseCast>>;
let statement: BankStatementSummary;
let n = 0;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);

beforeAll(async () => {
  await registerTrustAccounts(t.db, ['EUR', 'USD']);
  cast = await caseCast(t);
  await speakGerman(t.db, [cast.lawyer.id, cast.manager.id, cast.admin.id]);
  const client = await createUser(t.db, { role: 'client' });
  const caseId = (
    await createCase(t.db, {
      clientId: client.id,
      deskId: cast.deskId,
      lawyerId: cast.lawyer.id,
      currency: 'USD',
    })
  ).id;
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    headers: asInsider(cast.lawyer.cookie, { 'idempotency-key': `insider-w-${n++}` }),
    payload: { amount: '400.00', receivedAt: today, source: 'bank_recall', reference: 'RECALL-INSIDER-W' },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const bytes = camtStatement({
    id: 'INSIDER-W',
    currency: 'USD',
    from: `${month}-01`,
    to: today,
    openingCents: 0,
    entries: [{ cents: 40_000, day: today, reference: 'Recall RECALL-INSIDER-W' }],
  });
  const imported = await uploadStatement(t.app, cast.admin.cookie, 'insider-w.xml', bytes);
  expect(imported.statusCode, imported.body).toBe(201);
  statement = imported.json().statements[0];
});

const withdraw = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/bank-statements/${statement.id}/withdraw`,
    headers: asInsider(cookie),
    payload: { reason: 'Wrong file, please undo' },
  });

describe('withdrawing a statement, alone', () => {
  it('a lawyer or a manager cannot withdraw a statement', async () => {
    for (const person of [cast.lawyer, cast.manager]) {
      const before = await worldOf(t.db);
      expectRefusal(await withdraw(person.cookie), { status: 403 });
      await expectWorldUnchanged(t.db, before);
    }
  });

  it('an admin cannot withdraw a statement to un-confirm money once its month is signed off', async () => {
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/sign-off',
      headers: asInsider(cast.admin.cookie),
      payload: { month, currency: 'USD' },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const before = await worldOf(t.db);
    const error = expectRefusal(await withdraw(cast.admin.cookie), { status: 409, code: 'conflict' });
    expect(error.message).toContain(month);
    await expectWorldUnchanged(t.db, before);
  });
});
