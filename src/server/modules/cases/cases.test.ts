import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { notifications, outboxEmails } from '../../db/schema';

const t = appPerFile({ PUBLIC_URL: 'https://portal.example.test' });
const f = casesFixture(() => t);
const { call } = f;

describe('PUT /api/cases/:id/phase', () => {
  it('moves the case, records it on the timeline and tells the client in-app and by email', async () => {
    const { lawyer, client, theCase } = await f.team({ firstName: 'Anna' });
    const response = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, {
      phase: 'investigation',
      notes: 'We have asked the bank to trace the transfers ($ and € alike).',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: theCase.id, phase: 'investigation', progress: 20 });

    const timeline = (await call(client.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    expect(timeline.events[0]).toMatchObject({
      kind: 'phase_changed',
      fromPhase: 'new',
      toPhase: 'investigation',
      notes: 'We have asked the bank to trace the transfers ($ and € alike).',
      clientVisible: true,
      actor: { id: lawyer.id, role: 'lawyer' },
    });

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(note).toMatchObject({
      kind: 'case_phase_changed',
      caseId: theCase.id,
      params: { reference: theCase.reference, fromPhase: 'new', toPhase: 'investigation' },
    });
    const [email] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id));
    expect(email!.subject).toBe(`Case ${theCase.reference}: now in the phase "Investigation"`);
    expect(email!.textBody).toContain('Dear Anna,');
    expect(email!.textBody).toContain(
      'Note from your lawyer:\nWe have asked the bank to trace the transfers ($ and € alike).',
    );
    expect(email!.textBody).toContain('https://portal.example.test/client-dashboard');

    const [audit] = await f.auditOf('case', theCase.id);
    expect(audit).toMatchObject({
      action: 'case.phase_changed',
      actorId: lawyer.id,
      before: { phase: 'new' },
      after: { phase: 'investigation' },
    });
  });

  it('accepts legal-action as legal (D9), and sends no note block without notes', async () => {
    const { manager, client, theCase } = await f.team();
    const response = await call(manager.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, {
      phase: 'legal-action',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phase: 'legal', progress: 60 });
    const [email] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id));
    expect(email!.subject).toContain('"Legal action"');
    expect(email!.textBody).not.toContain('Note from your lawyer');
  });

  it('lets any phase follow any other, but refuses the current one with 409 and writes nothing', async () => {
    const { lawyer, client, theCase } = await f.team({}, { phase: 'recovery' });
    const back = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'new' });
    expect(back.statusCode).toBe(200);
    const again = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'new' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.phase).toMatch(/already in this phase/);
    expect(await f.eventsOf(theCase.id)).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, client.id))).toHaveLength(
      1,
    );
  });

  it('answers 400 with the field for a phase outside the lifecycle or overlong notes', async () => {
    const { lawyer, theCase } = await f.team();
    const bad = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, {
      phase: 'settled',
      notes: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['notes', 'phase']);
    expect(bad.json().error.fields.phase).toBe('Choose one of the options offered.');
  });

  it('is for the case team only: another lawyer or desk gets 404, the client 403', async () => {
    const { client, theCase } = await f.team();
    const outsider = await f.team();
    for (const cookie of [outsider.lawyer.cookie, outsider.manager.cookie]) {
      const r = await call(cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'evidence' });
      expect(r.statusCode).toBe(404);
    }
    const own = await call(client.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'completed' });
    expect(own.statusCode).toBe(403);
    const admin = await f.person('admin');
    const r = await call(admin.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'evidence' });
    expect(r.statusCode).toBe(200);
    expect(await f.eventsOf(theCase.id)).toHaveLength(1);
  });
});

describe('PUT /api/cases/:id', () => {
  it('saves the working fields, audits them and keeps the change off the client’s timeline', async () => {
    const { lawyer, client, theCase } = await f.team();
    const response = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}`, {
      priority: 'urgent',
      nextAction: 'Call the receiving bank',
      dueDate: '2026-03-01',
      title: theCase.title,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      priority: 'urgent',
      nextAction: 'Call the receiving bank',
      dueDate: '2026-03-01',
    });
    const [audit] = await f.auditOf('case', theCase.id);
    // Only what changed: the title was sent unchanged.
    expect(audit).toMatchObject({
      action: 'case.updated',
      before: { priority: 'medium', nextAction: null, dueDate: null },
      after: { priority: 'urgent', nextAction: 'Call the receiving bank', dueDate: '2026-03-01' },
    });
    const [event] = await f.eventsOf(theCase.id);
    expect(event).toMatchObject({ kind: 'case_updated', clientVisible: false });

    const staffView = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    expect(staffView.events[0].params).toEqual({ fields: 'priority, nextAction, dueDate' });
    const clientView = (await call(client.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    expect(clientView).toMatchObject({ events: [], total: 0 });

    const cleared = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}`, { nextAction: null });
    expect(cleared.json().nextAction).toBeNull();
  });

  it('answers 400 with field messages for an empty body or bad values', async () => {
    const { lawyer, theCase } = await f.team();
    const empty = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}`, {});
    expect(empty.statusCode).toBe(400);
    const bad = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}`, {
      title: 'x',
      priority: 'asap',
      dueDate: 'next week',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      title: 'Enter a title of at least 3 characters',
      priority: 'Choose one of the options offered.',
      dueDate: 'Enter a date as YYYY-MM-DD',
    });
    expect(await f.auditOf('case', theCase.id)).toHaveLength(0);
  });

  it('answers 404 to staff outside the case and 403 to its client', async () => {
    const { client, theCase } = await f.team();
    const outsider = await f.team();
    const r = await call(outsider.lawyer.cookie, 'PUT', `/api/cases/${theCase.id}`, { priority: 'low' });
    expect(r.statusCode).toBe(404);
    const c = await call(client.cookie, 'PUT', `/api/cases/${theCase.id}`, { priority: 'low' });
    expect(c.statusCode).toBe(403);
  });
});

describe('GET /api/cases/:id', () => {
  it('gives the team the case with amounts from the ledger, and the client the same without working notes', async () => {
    const { lawyer, client, desk, theCase } = await f.team({ firstName: 'Ben', lastName: 'Okafor' });
    await f.recordRecovery(lawyer.cookie, theCase.id, 1000);
    const staff = await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({
      reference: theCase.reference,
      clientName: 'Ben Okafor',
      phase: 'new',
      progress: 0,
      priority: 'medium',
      amountLost: 25_000,
      recoveredAmount: 1000,
      feeAmount: 200,
      clientShareAmount: 800,
      lawyer: { id: lawyer.id },
      desk: { id: desk.id, name: desk.name },
    });
    const own = (await call(client.cookie, 'GET', `/api/cases/${theCase.id}`)).json();
    expect(own).toMatchObject({ recoveredAmount: 1000, clientShareAmount: 800 });
    expect(own).not.toHaveProperty('priority');
    expect(own).not.toHaveProperty('nextAction');
  });

  it('answers 404 for a case of someone else and 400 for a malformed id', async () => {
    const { theCase } = await f.team();
    const other = await f.team();
    expect((await call(other.client.cookie, 'GET', `/api/cases/${theCase.id}`)).statusCode).toBe(404);
    expect((await call(other.lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).statusCode).toBe(
      404,
    );
    const bad = await call(other.client.cookie, 'GET', '/api/cases/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('Not a valid case id');
  });
});

describe('GET /api/cases/:id/timeline', () => {
  it('pages the events newest first with a total', async () => {
    const { lawyer, client, theCase } = await f.team();
    for (const body of ['first', 'second', 'third']) {
      expect((await call(client.cookie, 'POST', '/api/client/notes', { body })).statusCode).toBe(201);
    }
    const page1 = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline?limit=2`)).json();
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.events.map((e: { notes: string }) => e.notes)).toEqual(['third', 'second']);
    const page2 = (
      await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline?limit=2&page=2`)
    ).json();
    expect(page2.events.map((e: { notes: string }) => e.notes)).toEqual(['first']);
    const tooMany = await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline?limit=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.limit).toBe('Ask for at most 100 rows at a time');
  });
});
