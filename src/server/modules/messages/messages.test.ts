import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseCast, type Person } from '../../../../tests/support/case-cast';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog, caseEvents, messages, notifications, outboxEmails } from '../../db/schema';
import { createCase } from '../../seed/factories';

const t = appPerFile();
let client: Person;
let otherClient: Person;
let lawyer: Person;
let lawyerOther: Person;
let manager: Person;
let managerOther: Person;
let admin: Person;
let caseId: string;
let otherCaseId: string;
let deskId: string;

beforeAll(async () => {
  ({ deskId, client, otherClient, lawyer, lawyerOther, manager, managerOther, admin, caseId, otherCaseId } =
    await caseCast(t));
});

const post = (who: Person, body: unknown, id = caseId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${id}/messages`,
    payload: { body },
    headers: { cookie: who.cookie },
  });
const list = (who: Person, query = '', id = caseId) =>
  t.app.inject({ url: `/api/cases/${id}/messages${query}`, headers: { cookie: who.cookie } });
const markRead = (who: Person, id = caseId) =>
  t.app.inject({ method: 'POST', url: `/api/cases/${id}/messages/read`, headers: { cookie: who.cookie } });
const messageCount = async (id = caseId) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.caseId, id)))[0]!.n;
const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/cases/:id/messages', () => {
  it("stores the client's message, tells the lawyer and the desk manager in the app, and audits it", async () => {
    const response = await post(client, '  Did the bank answer the recall request?  ');
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toEqual({
      id: expect.any(String),
      body: 'Did the bank answer the recall request?',
      createdAt: expect.any(String),
      sender: { id: client.id, firstName: client.firstName, lastName: client.lastName, role: 'client' },
      mine: true,
    });

    for (const staff of [lawyer, manager]) {
      const received = (await notificationsOf(staff.id)).filter((n) => n.kind === 'message_received');
      expect(received.at(-1)).toMatchObject({ caseId, params: { senderName: expect.any(String) } });
    }
    // Issue 5: the case team also hears of it by email, each with a link to their own dashboard
    // and without the message's text; nobody outside the case team hears of it.
    for (const [staff, path] of [
      [lawyer, '/lawyer-dashboard'],
      [manager, '/manager-dashboard'],
    ] as const) {
      // (Account-security notices, such as a sign-in from a new browser, are tested on their own.)
      const mail = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, staff.id))).filter(
        (m) => !m.template.startsWith('security_'),
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ template: 'message_received', toEmail: staff.email });
      expect(mail[0]!.textBody).toContain(`${t.config.publicUrl.origin}${path}`);
      expect(mail[0]!.textBody).not.toContain('recall request');
    }
    for (const outsider of [lawyerOther, managerOther]) {
      const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, outsider.id));
      expect(mail.filter((m) => !m.template.startsWith('security_'))).toHaveLength(0);
    }
    expect(await notificationsOf(lawyerOther.id)).toHaveLength(0);
    expect(await notificationsOf(managerOther.id)).toHaveLength(0);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, message.id)));
    expect(audit).toMatchObject({ actorId: client.id, action: 'message.sent' });
    expect(audit!.after).toEqual({ caseId, length: 'Did the bank answer the recall request?'.length });
  });

  it('tells the client of a staff message in the app and by email with a link to the dashboard', async () => {
    const response = await post(lawyer, 'Yes: the recall was accepted. Details follow.');
    expect(response.statusCode).toBe(201);
    expect(response.json().sender.role).toBe('lawyer');

    const inApp = (await notificationsOf(client.id)).filter((n) => n.kind === 'message_received');
    expect(inApp).toHaveLength(1);
    const [email] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id));
    expect(email).toMatchObject({ template: 'message_received', toEmail: client.email });
    expect(email!.textBody).toContain(`${t.config.publicUrl.origin}/client-dashboard`);
  });

  it('lets an admin write in the thread', async () => {
    expect((await post(admin, 'Admin here: your case is in good hands.')).statusCode).toBe(201);
  });

  it('refuses an empty, blank or too long message with a field message; 5000 characters are fine', async () => {
    const before = await messageCount();
    for (const body of ['', '    ', 'x'.repeat(5001), undefined]) {
      const response = await post(client, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.body).toEqual(expect.any(String));
    }
    expect(await messageCount()).toBe(before);
    expect((await post(client, 'x'.repeat(5000))).statusCode).toBe(201);
  });

  it('answers 400 for a malformed case id and 404 for an unknown one', async () => {
    const bad = await post(client, 'Hello', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toEqual(expect.any(String));
    expect((await post(admin, 'Hello', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('who sees the thread', () => {
  it('answers 404 to a lawyer not on the case, a manager of another desk and another client, and changes nothing', async () => {
    const before = await messageCount();
    for (const outsider of [lawyerOther, managerOther, otherClient]) {
      expect((await list(outsider)).statusCode).toBe(404);
      expect((await post(outsider, 'Let me in')).statusCode).toBe(404);
      expect((await markRead(outsider)).statusCode).toBe(404);
    }
    expect(await messageCount()).toBe(before);
  });

  it("answers 404 to client A using client B's case id, and B's thread stays as it was", async () => {
    expect((await post(otherClient, 'My own question', otherCaseId)).statusCode).toBe(201);
    const before = (await list(otherClient, '', otherCaseId)).json();
    expect((await list(client, '', otherCaseId)).statusCode).toBe(404);
    expect((await post(client, 'Not my case', otherCaseId)).statusCode).toBe(404);
    expect((await markRead(client, otherCaseId)).statusCode).toBe(404);
    expect((await list(otherClient, '', otherCaseId)).json()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: `/api/cases/${caseId}/messages` });
    expect(response.statusCode).toBe(401);
  });

  it('shows the same thread to the client, the lawyer, the desk manager and an admin, each with their own "mine"', async () => {
    const seen = await Promise.all([client, lawyer, manager, admin].map((p) => list(p, '?limit=100')));
    const threads = seen.map((r) => r.json());
    const ids = threads.map((th) => th.messages.map((m: { id: string }) => m.id));
    expect(ids.every((x) => JSON.stringify(x) === JSON.stringify(ids[0]))).toBe(true);
    const clientView = threads[0].messages as { sender: { id: string }; mine: boolean }[];
    expect(clientView.every((m) => m.mine === (m.sender.id === client.id))).toBe(true);
    const lawyerView = threads[1].messages as { sender: { id: string }; mine: boolean }[];
    expect(lawyerView.every((m) => m.mine === (m.sender.id === lawyer.id))).toBe(true);
  });
});

describe('GET /api/cases/:id/messages', () => {
  it('pages newest first in a stable order', async () => {
    const theCase = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await post(client, `message ${n}`, theCase.id)).statusCode).toBe(201);
    }
    const first = (await list(client, '?limit=2', theCase.id)).json();
    const second = (await list(client, '?limit=2&page=2', theCase.id)).json();
    const third = (await list(client, '?limit=2&page=3', theCase.id)).json();
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
    const bodies = [first, second, third].flatMap((p) => p.messages.map((m: { body: string }) => m.body));
    expect(bodies).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
  });

  it('refuses a limit above 100 with a field message', async () => {
    const response = await list(client, '?limit=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.limit).toEqual(expect.any(String));
  });
});

describe('read state', () => {
  it("counts only others' messages since the last read, per person", async () => {
    const theCase = await createCase(t.db, { clientId: client.id, deskId, lawyerId: lawyer.id });
    const unread = async (who: Person) => (await list(who, '', theCase.id)).json().unreadCount;

    await post(lawyer, 'First update', theCase.id);
    await post(lawyer, 'Second update', theCase.id);
    await post(client, 'Thank you', theCase.id);
    expect(await unread(client)).toBe(2); // own messages never count
    expect(await unread(lawyer)).toBe(1);

    const read = await markRead(client, theCase.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 0, lastReadAt: expect.any(String) });
    expect(await unread(client)).toBe(0);
    expect(await unread(lawyer)).toBe(1); // the lawyer's state is their own

    expect((await post(manager, 'The desk is following this closely', theCase.id)).statusCode).toBe(201);
    expect(await unread(client)).toBe(1);
    expect(await markRead(client, theCase.id)).toMatchObject({ statusCode: 200 });
    expect(await markRead(client, theCase.id)).toMatchObject({ statusCode: 200 }); // idempotent
    expect(await unread(client)).toBe(0);
  });

  it('can mark an empty thread read', async () => {
    const theCase = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    const response = await markRead(lawyer, theCase.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().unreadCount).toBe(0);
  });
});

describe('messages on the case timeline', () => {
  it('lists each message in the case timeline for the client, naming the side but not the text (issue 5)', async () => {
    const fromClient = (await post(client, 'Here is the screenshot of the chat.')).json();
    const fromLawyer = (await post(lawyer, 'Thank you, we have added it to the file.')).json();
    const events = await t.db.select().from(caseEvents).where(eq(caseEvents.kind, 'message_sent'));
    const byMessage = (id: string) => events.find((e) => (e.data as { messageId?: string }).messageId === id);
    expect(byMessage(fromClient.id)).toMatchObject({
      caseId,
      actorId: client.id,
      clientVisible: true,
      data: { fromClient: true },
    });
    expect(byMessage(fromLawyer.id)).toMatchObject({
      caseId,
      actorId: lawyer.id,
      clientVisible: true,
      data: { fromClient: false },
    });
    expect(JSON.stringify(events)).not.toContain('screenshot of the chat');
  });
});
