import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation } from '../../../../tests/support/outbox';
import { appPerFile, loginAs, signIn } from '../../../../tests/support/test-app';
import { auditLog, caseEvents, cases, leads, oneTimeTokens, outboxEmails, users } from '../../db/schema';
import { createDesk, createUser } from '../../seed/factories';

const t = appPerFile({ PUBLIC_URL: 'https://portal.example.test' });
let desk: string;
let lawyer: { id: string; cookie: string };

beforeAll(async () => {
  desk = (await createDesk(t.db, { countries: ['DE'] })).id;
  const { user, cookie } = await loginAs(t, 'lawyer', { deskId: desk });
  lawyer = { id: user.id, cookie };
});

const addClient = (payload: Record<string, unknown>, cookie = lawyer.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/lawyer/clients', payload, headers: { cookie } });
const valid = {
  firstName: 'Sofia',
  lastName: 'Conti',
  email: 'Sofia.Conti@example.test',
  phone: '+39 06 1234567',
  country: 'it',
  language: 'it',
  fraudType: 'romance',
  amountLost: '18500.50',
  description: 'Transferred savings to a person met online.',
};

describe('POST /api/lawyer/clients', () => {
  it('creates the client without a password, invites them by email, and opens a case assigned to me on my desk', async () => {
    const response = await addClient(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.client).toMatchObject({
      firstName: 'Sofia',
      lastName: 'Conti',
      email: 'sofia.conti@example.test',
      country: 'IT',
      totalCases: 1,
      lossAmount: 18_500.5,
      recoveredAmount: 0,
      availableBalance: 0,
    });
    expect(body.case).toMatchObject({
      clientName: 'Sofia Conti',
      status: 'new',
      amountLost: 18_500.5,
      recoveredAmount: 0,
      reference: expect.stringMatching(/^RC-\d{4}-\d{6}$/),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);

    const [user] = await t.db.select().from(users).where(eq(users.id, body.client.id));
    expect(user).toMatchObject({
      role: 'client',
      passwordHash: null,
      language: 'it',
      phone: '+39 06 1234567',
    });
    const [theCase] = await t.db.select().from(cases).where(eq(cases.id, body.case.id));
    expect(theCase).toMatchObject({
      lawyerId: lawyer.id,
      deskId: desk,
      fraudType: 'romance',
      amountLostCents: 1_850_050,
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.caseId, theCase!.id));
    expect(lead).toMatchObject({ status: 'converted', source: 'staff', country: 'IT', handledBy: lawyer.id });
    const events = await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, theCase!.id));
    expect(events.map((e) => [e.kind, e.clientVisible])).toEqual([['case_opened', true]]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorId, lawyer.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['user.created', 'case.opened']));

    // D11: an invitation link, not a password; the link works once.
    const [token] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
    expect(token).toMatchObject({ purpose: 'invitation', createdById: lawyer.id, usedAt: null });
    const [email] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user!.id));
    expect(email).toMatchObject({
      template: 'invitation',
      toEmail: 'sofia.conti@example.test',
      language: 'it',
    });
    await acceptInvitation(t, email!, 'Sofia-Portal-2026!');
    expect((await signIn(t.app, user!.username, 'Sofia-Portal-2026!')).response.statusCode).toBe(200);

    const listed = await t.app.inject({
      url: '/api/lawyer/clients?q=conti',
      headers: { cookie: lawyer.cookie },
    });
    expect(listed.json().clients.map((c: { id: string }) => c.id)).toEqual([user!.id]);
    expect(listed.json().clients[0].latestCaseId).toBe(body.case.id);
    expect(body.client.latestCaseId).toBe(body.case.id);
  });

  it('answers 409 for an email already registered, whatever its letter case, and creates nothing', async () => {
    const existing = await createUser(t.db, { email: 'taken.person@example.test' });
    const response = await addClient({ ...valid, email: 'Taken.Person@Example.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toMatch(/already exists/);
    const holders = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'taken.person@example.test'`);
    expect(holders.map((u) => u.id)).toEqual([existing.id]);
    expect(await t.db.select().from(cases).where(eq(cases.clientId, existing.id))).toEqual([]);
  });

  it('answers 400 with a message for each missing or invalid field', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    const response = await addClient({
      firstName: ' ',
      email: 'not-an-email',
      amountLost: -5,
      country: 'Germany',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email address',
      amountLost: 'Enter a positive amount with at most two decimals',
      country: 'Choose a country',
      phone: expect.stringContaining('phone number'),
      fraudType: expect.any(String),
    });
    expect((await t.db.select({ n: count() }).from(users))[0]).toEqual(before);
  });

  it('is for lawyers only', async () => {
    const { cookie } = await loginAs(t, 'manager', { deskId: desk });
    expect((await addClient({ ...valid, email: 'x@example.test' }, cookie)).statusCode).toBe(403);
  });
});
