import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveredTextOf } from '../../../../tests/support/outbox';
import { appPerFile, sessionCookieOf } from '../../../../tests/support/test-app';
import {
  auditLog,
  caseEvents,
  cases,
  leads,
  oneTimeTokens,
  outboxEmails,
  sessions,
  users,
} from '../../db/schema';
import { createDesk } from '../../seed/factories';
import { REGISTER_LIMIT, usernameBase } from './registration';

const t = appPerFile();

let ipCounter = 0;
/** Each registration comes from its own address unless a test says otherwise (per-IP limit). */
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const uniqueEmail = () => `jane.${randomBytes(4).toString('hex')}@example.test`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: uniqueEmail(),
  phone: '+31 20 123 4567',
  country: 'NL',
  fraudType: 'cryptocurrency',
  amountLost: '25000.50',
  description: 'A trading platform stopped answering after I deposited.',
  ...overrides,
});

const register = (payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress });

async function tableCounts() {
  const n = async (table: typeof users | typeof leads | typeof cases | typeof outboxEmails) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    leads: await n(leads),
    cases: await n(cases),
    outbox: await n(outboxEmails),
    sessions: (await t.db.select({ n: count() }).from(sessions))[0]!.n,
    tokens: (await t.db.select({ n: count() }).from(oneTimeTokens))[0]!.n,
    events: (await t.db.select({ n: count() }).from(caseEvents))[0]!.n,
  };
}

describe('POST /api/register', () => {
  it('opens a case for a new client, signs them in and sends a set-password email', async () => {
    const payload = valid({ email: 'Jane.Doe+Scam@Example.TEST', policeReportRef: 'POL-2026-771' });
    const response = await register(payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.redirectTo).toBe('/client-dashboard');
    expect(body.clientData).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe+scam@example.test',
      caseReference: expect.stringMatching(/^RC-\d{4}-\d{6}$/),
    });

    // The session cookie is the sign-in; the token is not the session.
    const cookie = sessionCookieOf(response)!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain(body.token);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({
      id: body.clientData.clientId,
      role: 'client',
      hasPassword: false,
    });

    const [client] = await t.db.select().from(users).where(eq(users.id, body.clientData.clientId));
    expect(client).toMatchObject({
      role: 'client',
      passwordHash: null,
      country: 'NL',
      phone: '+31 20 123 4567',
    });
    expect(client!.username).toBe('jane.doescam');

    const [lead] = await t.db.select().from(leads).where(eq(leads.id, body.clientData.leadId));
    expect(lead).toMatchObject({
      status: 'new',
      caseId: body.clientData.caseId,
      country: 'NL',
      fraudType: 'cryptocurrency',
      amountLostCents: 2_500_050,
      policeReportRef: 'POL-2026-771',
      source: 'registration',
    });
    const [theCase] = await t.db.select().from(cases).where(eq(cases.id, body.clientData.caseId));
    expect(theCase).toMatchObject({
      phase: 'new',
      clientId: client!.id,
      amountLostCents: 2_500_050,
      currency: 'USD',
      feeRateBps: 2000,
      lawyerId: null,
    });
    const events = await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, theCase!.id));
    expect(events.map((e) => e.kind)).toEqual(['case_opened']);

    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client!.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toEmail: 'jane.doe+scam@example.test',
      template: 'registration_welcome',
      status: 'pending',
    });
    // D31: the stored body shows the links masked; the worker sends the sealed one with the tokens.
    expect(mails[0]!.textBody).toContain('/set-password?token=••••••');
    expect(mails[0]!.textBody).not.toContain(body.token);
    const delivered = deliveredTextOf(t.config.sessionSecret, mails[0]!);
    expect(delivered).toContain(`/set-password?token=${body.token}`);
    // D28: and a separate link to confirm the address, which the browser never received.
    expect(delivered).toMatch(/\/confirm-email\?token=[^&\s]+&kind=email/);
    expect(delivered).not.toContain(`/confirm-email?token=${body.token}`);
    expect(mails[0]!.textBody).toContain(theCase!.reference);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'intake.registered'));
    expect(audit).toMatchObject({ actorId: client!.id, entityId: client!.id });

    // The token sets the password (D16) and then the person can sign in normally.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: body.token, password: 'Harbour-Lantern-2026' },
    });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'jane.doe+scam@example.test', password: 'Harbour-Lantern-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400 with a message per missing required field and creates nothing (D18)', async () => {
    const before = await tableCounts();
    const response = await register({ phone: '', description: '' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(
      ['amountLost', 'country', 'email', 'firstName', 'fraudType', 'lastName'].sort(),
    );
    expect(await tableCounts()).toEqual(before);
  });

  it.each([
    ['amountLost', { amountLost: '100.005' }, 'at most two decimals'],
    ['amountLost', { amountLost: -5 }, 'positive'],
    ['amountLost', { amountLost: '1e15' }, ''],
    ['email', { email: 'not-an-email' }, 'valid email'],
    ['phone', { phone: 'call me maybe' }, 'phone number'],
    ['description', { description: 'x'.repeat(5001) }, '5,000'],
    ['country', { country: 'Atlantis' }, 'country'],
    ['fraudType', { fraudType: 'lottery' }, 'type of fraud'],
    ['website', { website: 'http://spam.example' }, ''],
  ])('refuses a bad %s with a message on that field', async (field, override, words) => {
    const response = await register(valid(override));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(error.fields[field]).toContain(words);
  });

  it('accepts a registration without phone and description (D18)', async () => {
    const response = await register(valid({ phone: '', description: undefined }));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers a taken address (any case) exactly like a new one: 201, signed in (D28)', async () => {
    const email = uniqueEmail();
    const first = await register(valid({ email }));
    expect(first.statusCode).toBe(201);
    const again = await register(valid({ email: email.toUpperCase(), firstName: 'Other' }));
    expect(again.statusCode).toBe(201);
    expect(sessionCookieOf(again)).toBeDefined();
    expect(again.json().clientData.email).toBe(email);
    expect(again.json().clientData.clientId).not.toBe(first.json().clientData.clientId);
  });

  it('gives people with the same email name distinct usernames', async () => {
    const tag = randomBytes(3).toString('hex');
    const a = await register(valid({ email: `sam.${tag}@one.test` }));
    const b = await register(valid({ email: `sam.${tag}@two.test` }));
    const names = await t.db
      .select({ username: users.username })
      .from(users)
      .where(sql`${users.id} in (${a.json().clientData.clientId}, ${b.json().clientData.clientId})`);
    expect(new Set(names.map((n) => n.username)).size).toBe(2);
    expect(names.map((n) => n.username)).toContain(`sam.${tag}`);
  });

  it('routes the case to the desk covering the country, matching UK to GB (D21)', async () => {
    const desk = await createDesk(t.db, { countries: ['GB', 'IE'] });
    const response = await register(valid({ country: 'UK' }));
    const [theCase] = await t.db.select().from(cases).where(eq(cases.id, response.json().clientData.caseId));
    expect(theCase!.deskId).toBe(desk.id);
    const other = await register(valid({ country: 'JP' }));
    const [unrouted] = await t.db.select().from(cases).where(eq(cases.id, other.json().clientData.caseId));
    expect(unrouted!.deskId).toBeNull();
  });

  it(`limits registrations to ${REGISTER_LIMIT.perIp} per address per hour, with Retry-After`, async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < REGISTER_LIMIT.perIp; i++) {
      expect((await register(valid(), ip)).statusCode).toBe(201);
    }
    const before = await tableCounts();
    const limited = await register(valid(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await tableCounts()).toEqual(before);
    expect((await register(valid(), '10.99.0.2')).statusCode).toBe(201);
  });

  it('makes exactly one owner of an address when 20 registrations with it race (D28)', async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(valid({ email, firstName: `Racer${i}` }))),
    );
    // Every visitor gets the same answer; one account owns the address, the rest are provisional.
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(20);
    const owners = rows.filter((r) => !r.provisional);
    expect(owners).toHaveLength(1);
    expect(rows.filter((r) => r.provisional).every((r) => r.provisionalOwnerId === owners[0]!.id)).toBe(true);
    const caseRows = await t.db.select().from(cases).where(eq(cases.clientId, owners[0]!.id));
    expect(caseRows).toHaveLength(1);
  });

  it('leaves no partial rows when the transaction fails midway', async () => {
    // Fault injection: the audit insert, written after the user, case, lead, token and email.
    await t.db.execute(sql`
      create or replace function fail_register_audit() returns trigger as $$
      begin
        if new.action = 'intake.registered' then raise exception 'injected failure'; end if;
        return new;
      end; $$ language plpgsql`);
    await t.db.execute(
      sql`create trigger fail_register_audit before insert on audit_log for each row execute function fail_register_audit()`,
    );
    const before = await tableCounts();
    const email = uniqueEmail();
    try {
      const response = await register(valid({ email }));
      expect(response.statusCode).toBe(500);
      expect(sessionCookieOf(response)).toBeUndefined();
      expect(await tableCounts()).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger fail_register_audit on audit_log`);
    }
    expect((await register(valid({ email }))).statusCode).toBe(201);
  });
});

describe('usernameBase', () => {
  it.each([
    ['Jane.Doe@x.test', 'jane.doe'],
    ['a@x.test', 'clienta'],
    ['..weird!!name..@x.test', 'weirdname'],
    [`${'long'.repeat(20)}@x.test`, 'long'.repeat(20).slice(0, 30)],
  ])('%s → %s', (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });
});
