import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCase, createDesk } from '../../src/server/seed/factories';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import { appPerFile, loginAs } from '../support/test-app';

/**
 * Issue 31, "read another desk's case through a desk move" (D39): a lawyer's open cases stay on
 * the desk they leave, with someone of that desk; a manager's view is their current desk. Neither
 * keeps reading the old desk's case, its thread, documents or payment trail, and neither can
 * move themselves; an admin cannot move a lawyer without saying who takes the open cases.
 */
const t = appPerFile();
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  admin = await loginAs(t, 'admin');
  await speakGerman(t.db, [admin.user.id]);
});

async function scene() {
  const deskA = await createDesk(t.db);
  const deskB = await createDesk(t.db);
  const lawyer = await loginAs(t, 'lawyer', { deskId: deskA.id, language: 'de' });
  const colleague = await loginAs(t, 'lawyer', { deskId: deskA.id, language: 'de' });
  const manager = await loginAs(t, 'manager', { deskId: deskA.id, language: 'de' });
  const client = await loginAs(t, 'client');
  const theCase = await createCase(t.db, {
    clientId: client.user.id,
    deskId: deskA.id,
    lawyerId: lawyer.user.id,
    phase: 'investigation',
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${theCase.id}/messages`,
    headers: { cookie: client.cookie },
    payload: { body: 'Here is what the broker wrote to me.' },
  });
  expect(sent.statusCode).toBe(201);
  return { deskA, deskB, lawyer, colleague, manager, client, theCase };
}
let s: Awaited<ReturnType<typeof scene>>;
beforeEach(async () => {
  s = await scene();
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asInsider(cookie), ...(payload ? { payload } : {}) });

const move = (userId: string, payload: object, cookie = admin.cookie) =>
  call(cookie, 'PUT', `/api/admin/users/${userId}`, payload);

/** Every way into the old case: read it, its thread, documents and trail, and write to its thread. */
async function expectNoWayIn(cookie: string, caseId: string) {
  for (const path of ['', '/messages', '/documents', '/payment-trail']) {
    const before = await worldOf(t.db);
    expectRefusal(await call(cookie, 'GET', `/api/cases/${caseId}${path}`), {
      status: 404,
      code: 'not_found',
    });
    await expectWorldUnchanged(t.db, before);
  }
  const before = await worldOf(t.db);
  const write = await call(cookie, 'POST', `/api/cases/${caseId}/messages`, { body: 'Still on it.' });
  expectRefusal(write, { status: 404, code: 'not_found' });
  await expectWorldUnchanged(t.db, before);
}

describe('a desk move does not carry another desk’s case along', () => {
  it('a lawyer moved to desk B (cases to the queue) no longer reads or writes the old case', async () => {
    expect((await call(s.lawyer.cookie, 'GET', `/api/cases/${s.theCase.id}/messages`)).statusCode).toBe(200);
    const moved = await move(s.lawyer.user.id, { deskId: s.deskB.id, openCasesTo: 'queue' });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectNoWayIn(s.lawyer.cookie, s.theCase.id);
  });

  it('a lawyer moved with the cases handed to a colleague no longer reads them either', async () => {
    const moved = await move(s.lawyer.user.id, { deskId: s.deskB.id, openCasesTo: s.colleague.user.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectNoWayIn(s.lawyer.cookie, s.theCase.id);
  });

  it('a lawyer without a desk who holds desk A’s case, given desk B, no longer reads or writes it', async () => {
    const deskless = await loginAs(t, 'lawyer', { language: 'de' });
    const held = await createCase(t.db, {
      clientId: s.client.user.id,
      deskId: s.deskA.id,
      lawyerId: deskless.user.id,
      phase: 'investigation',
    });
    const moved = await move(deskless.user.id, { deskId: s.deskB.id, openCasesTo: 'queue' });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectNoWayIn(deskless.cookie, held.id);
  });

  it('a manager moved to desk B no longer reads desk A’s case', async () => {
    expect((await call(s.manager.cookie, 'GET', `/api/cases/${s.theCase.id}`)).statusCode).toBe(200);
    const moved = await move(s.manager.user.id, { deskId: s.deskB.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectNoWayIn(s.manager.cookie, s.theCase.id);
  });

  it('a lawyer or a manager cannot move anyone, themselves included; nothing changes', async () => {
    for (const who of [s.lawyer, s.manager]) {
      const before = await worldOf(t.db);
      const self = await move(who.user.id, { deskId: s.deskB.id, openCasesTo: 'queue' }, who.cookie);
      expectRefusal(self, { status: 403, code: 'forbidden' });
      const assign = await call(who.cookie, 'POST', '/api/admin/assignments', {
        userId: s.lawyer.user.id,
        assigneeId: who.user.id,
        userRole: 'lawyer',
        assigneeRole: 'manager',
        openCasesTo: 'queue',
      });
      expectRefusal(assign, { status: 403, code: 'forbidden' });
      await expectWorldUnchanged(t.db, before);
    }
  });

  it('an admin cannot move a lawyer with open cases without naming who takes them; nothing changes', async () => {
    const before = await worldOf(t.db);
    const error = expectRefusal(await move(s.lawyer.user.id, { deskId: s.deskB.id }), {
      status: 409,
      code: 'conflict',
    });
    expect(error.message).toContain('offene Fälle (1)');
    await expectWorldUnchanged(t.db, before);
  });

  it('an admin cannot hand the open cases to the moving lawyer or to a lawyer of the new desk; nothing changes', async () => {
    const newDesk = await loginAs(t, 'lawyer', { deskId: s.deskB.id });
    for (const successor of [s.lawyer.user.id, newDesk.user.id]) {
      const before = await worldOf(t.db);
      const res = await move(s.lawyer.user.id, { deskId: s.deskB.id, openCasesTo: successor });
      expectRefusal(res, { status: 400, code: 'validation_failed' });
      await expectWorldUnchanged(t.db, before);
    }
  });
});
