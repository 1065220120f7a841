import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedByOperator } from '../../../../tests/support/approvals';
import { acceptInvitation } from '../../../../tests/support/outbox';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, signIn, type TestApp } from '../../../../tests/support/test-app';
import { enrolTotpDirectly } from '../../core/second-factors';
import { auditLog, oneTimeTokens, outboxEmails, users } from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createCase, createDesk, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp(
  (app, adminKit) => {
    t = app;
    kit = adminKit;
  },
  { PUBLIC_URL: 'https://portal.example.test' },
);

const list = (query: string, cookie?: string | null) =>
  kit.call({ method: 'GET', url: `/api/admin/users?${query}`, cookie });
const create = (payload: Record<string, unknown>) =>
  kit.call({ method: 'POST', url: '/api/admin/users', payload });
const update = (id: string, payload: Record<string, unknown>) =>
  kit.call({ method: 'PUT', url: `/api/admin/users/${id}`, payload });

describe('GET /api/admin/users', () => {
  it('finds people by first name, last name or email, word by word, with role and status filters', async () => {
    const anna = await createUser(t.db, { firstName: 'Annabel', lastName: 'de Vriesland', password: null });
    await createUser(t.db, { firstName: 'Annabel', lastName: 'Jansen', role: 'lawyer', password: null });
    await createUser(t.db, { email: 'vriesland.office@example.test', password: null, status: 'banned' });

    const byLast = (await list('q=vriesland')).json();
    expect(byLast.users.map((u: { id: string }) => u.id)).toContain(anna.id);
    expect(byLast.total).toBe(2); // last name and email

    const twoWords = (await list('q=annabel%20vriesland')).json();
    expect(twoWords.users.map((u: { id: string }) => u.id)).toEqual([anna.id]);

    const lawyers = (await list('q=annabel&role=lawyer')).json();
    expect(lawyers.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Jansen']);
    expect((await list('q=annabel&role=all')).json().total).toBe(2);

    const banned = (await list('q=vriesland&status=banned')).json();
    expect(banned.users).toHaveLength(1);
    expect(banned.users[0].email).toBe('vriesland.office@example.test');
  });

  it('takes % and _ in a search literally', async () => {
    await createUser(t.db, { lastName: 'Percent', password: null });
    expect((await list('q=%25')).json().total).toBe(0);
    expect((await list('q=_')).json().total).toBe(0);
  });

  it('pages a search in index order (D23: by the matching word) with a stable order and the total', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createUser(t.db, { lastName: `Pager${i}`, password: null }));
    const page1 = (await list('q=pager&limit=2&page=1')).json();
    const page2 = (await list('q=pager&limit=2&page=2')).json();
    expect(page1).toMatchObject({ total: 3, more: false, page: 1, limit: 2 });
    expect(page1.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Pager0', 'Pager1']);
    expect(page2.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Pager2']);
    expect(page2).toMatchObject({ total: 3, page: 2 });
    // Past the last page: no rows, and still the true total (it cannot come from the page).
    expect((await list('q=pager&limit=2&page=5')).json()).toMatchObject({ users: [], total: 3, page: 5 });
  });

  it('shows each person in the admin-view shape, with performance derived from cases and the ledger', async () => {
    const desk = await createDesk(t.db, { name: 'Benelux' });
    const lawyer = await createUser(t.db, {
      role: 'lawyer',
      deskId: desk.id,
      lastName: 'Perfold',
      password: null,
    });
    const { client, theCase } = await kit.clientWithCase(
      { lastName: 'Perfclient', phone: '+31 20 123 4567', country: 'NL' },
      { amountLostCents: 2_500_000, lawyerId: lawyer.id, deskId: desk.id },
    );
    await createCase(t.db, { clientId: client.id, amountLostCents: 500_000, phase: 'closed' });
    await kit.recover(theCase.id, 10_000);

    const [row] = (await list('q=perfclient')).json().users;
    expect(row).toMatchObject({
      id: client.id,
      firstName: client.firstName,
      lastName: 'Perfclient',
      email: client.email,
      phone: '+31 20 123 4567',
      username: client.username,
      country: 'NL',
      deskId: null,
      desk: null,
      role: 'client',
      status: 'active',
      language: 'en',
      managerId: null,
      assignedLawyerId: null, // the most recent case (the closed one) has no lawyer
      hasPassword: false,
      currency: 'USD',
      lossAmount: 30_000,
      recoveredAmount: 10_000,
      availableBalance: 8_000,
      totalCases: 2,
      totalRecovered: null,
    });
    expect(Date.parse(row.joinDate)).not.toBeNaN();

    const [lawyerRow] = (await list('q=perfold')).json().users;
    expect(lawyerRow).toMatchObject({
      desk: { id: desk.id, name: 'Benelux' },
      totalCases: 1,
      totalRecovered: 10_000,
      lossAmount: null,
      availableBalance: null,
    });
    expect((await list('q=perfclient&currency=EUR')).json().users[0]).toMatchObject({
      recoveredAmount: 0,
      lossAmount: 0,
      totalCases: 2,
    });
  });

  it('names the lawyer of the client’s most recent case', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', password: null });
    const { client } = await kit.clientWithCase({ lastName: 'Recentcase' });
    await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    expect((await list('q=recentcase')).json().users[0].assignedLawyerId).toBe(lawyer.id);
  });

  it('refuses more than 100 rows, an unknown role and a bad page, naming the field', async () => {
    const response = await list('limit=101&role=boss&page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      limit: 'Ask for at most 100 rows at a time',
      role: expect.stringContaining('Choose one of'),
      page: 'Pages start at 1',
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'manager');
    expect((await list('', cookie)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/users', () => {
  // A client: a staff account is a proposal (D37, approvals.test.ts and tests/insider/admin-alone.test.ts).
  it('creates a person with a password that passes the policy; they can sign in', async () => {
    const response = await create({
      firstName: ' Lucía ',
      lastName: 'Ortega',
      email: 'Lucia.Ortega@Example.test',
      username: 'lortega',
      password: 'Correct-Horse-Battery-9',
      role: 'client',
      country: 'es',
      language: 'es',
      phone: '+34 600 123 456',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('User Lucía Ortega created successfully');
    expect(body.invitationSent).toBe(false);
    expect(body.user).toMatchObject({
      firstName: 'Lucía',
      email: 'lucia.ortega@example.test',
      role: 'client',
      desk: null,
      country: 'ES',
      language: 'es',
      hasPassword: true,
      status: 'active',
    });
    expect((await signIn(t.app, 'lortega', 'Correct-Horse-Battery-9')).response.statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.user.id));
    expect(audit).toMatchObject({ action: 'user.created', actorId: kit.admin.id });
    expect(JSON.stringify(audit!.after)).not.toContain('Correct-Horse');
  });

  it('without a password: no password at all, an invitation link by email (D11)', async () => {
    const response = await create({
      firstName: 'Ines',
      lastName: 'Invited',
      email: 'ines.invited@example.test',
      username: 'iinvited',
      role: 'manager',
    });
    // D37: a manager's account waits for a second person; the operator approves it here.
    const approved = await approvedByOperator(t, response);
    const user = { id: approved.result!.userId! };
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    const tokens = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(tokens.map((x) => x.purpose)).toEqual(['invitation']);

    const [email] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(email).toMatchObject({
      template: 'invitation',
      toEmail: 'ines.invited@example.test',
      status: 'pending',
    });
    await acceptInvitation(t, email!, 'Invited-And-Welcome-42');
    expect((await signIn(t.app, 'iinvited', 'Invited-And-Welcome-42')).response.statusCode).toBe(200);
  });

  it('defaults the role to client', async () => {
    const response = await create({
      firstName: 'Cas',
      lastName: 'Client',
      email: 'cas@example.test',
      username: 'cas',
    });
    expect(response.json().user.role).toBe('client');
  });

  it('refuses a short or common password, naming the field', async () => {
    const base = { firstName: 'Pat', lastName: 'Weak', email: 'pat@example.test', username: 'patweak' };
    const short = await create({ ...base, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must be at least 8 characters long');
    const common = await create({ ...base, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toMatch(/too common/);
  });

  it('answers 409 for a username or email already in use, whatever the letter case', async () => {
    const existing = await createUser(t.db, {
      username: 'taken.name',
      email: 'taken@example.test',
      password: null,
    });
    const response = await create({
      firstName: 'Dup',
      lastName: 'Licate',
      email: 'TAKEN@example.test',
      username: 'Taken.Name',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({
      email: 'An account with this email address already exists',
      username: 'This username is already taken',
    });
    expect(existing.id).toBeTruthy();
  });

  it('checks the desk: it must exist and only lawyers and managers have one', async () => {
    const desk = await createDesk(t.db);
    const base = { firstName: 'Dee', lastName: 'Desk', email: 'dee@example.test', username: 'deedesk' };
    const client = await create({ ...base, deskId: desk.id });
    expect(client.statusCode).toBe(400);
    expect(client.json().error.fields.deskId).toBe('Only lawyers and managers belong to a desk');
    const missing = await create({ ...base, role: 'lawyer', deskId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.json().error.fields.deskId).toBe('This desk does not exist');
  });

  it('names every missing or invalid field', async () => {
    const response = await create({ email: 'not-an-email', username: 'a', country: 'XX', phone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email address',
      username: 'Username must be 3–50 letters, digits or . _ - @',
      country: 'Use a two-letter ISO country code, such as DE or US',
      phone: expect.stringContaining('Enter a phone number'),
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'lawyer');
    const response = await kit.call({ method: 'POST', url: '/api/admin/users', payload: {}, cookie });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/users/:id', () => {
  // A staff member's details change at once; a client's email and phone only by proposal (D34,
  // contact-changes.test.ts); the email of staff without a second factor too (D37,
  // tests/insider/admin-alone.test.ts).
  it('edits personal fields and records before and after in the audit trail', async () => {
    const person = await createUser(t.db, { role: 'lawyer', lastName: 'Before', password: null });
    await enrolTotpDirectly(t.db, t.config.sessionSecret, person.id, newTotpSecret());
    const response = await update(person.id, {
      lastName: 'After',
      email: 'after@example.test',
      phone: '+49 30 1234567',
      country: 'de',
      language: 'de',
      username: 'after.person',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated successfully',
      user: {
        lastName: 'After',
        email: 'after@example.test',
        country: 'DE',
        language: 'de',
        username: 'after.person',
      },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'user.updated')));
    expect(audit!.before).toMatchObject({ lastName: 'Before' });
    expect(audit!.after).toMatchObject({ lastName: 'After' });
  });

  it('clears the phone and country with null', async () => {
    const person = await createUser(t.db, {
      role: 'manager',
      phone: '+1 555 0100',
      country: 'US',
      password: null,
    });
    const response = await update(person.id, { phone: null, country: null });
    expect(response.json().user).toMatchObject({ phone: null, country: null });
  });

  it('changes roles only among staff, and never one’s own', async () => {
    const client = await createUser(t.db, { password: null });
    const toStaff = await update(client.id, { role: 'lawyer' });
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.json().error.fields.role).toMatch(/client account cannot become a staff account/);

    const manager = await createUser(t.db, { role: 'manager', password: null });
    expect((await update(manager.id, { role: 'client' })).statusCode).toBe(400);
    const desk = await createDesk(t.db);
    const toLawyer = await update(manager.id, { role: 'lawyer', deskId: desk.id });
    expect(toLawyer.json().user).toMatchObject({ role: 'lawyer', deskId: desk.id });
    // D37: raising to admin waits for a second person (here the operator), then applies.
    await approvedByOperator(t, await update(manager.id, { role: 'admin' }));
    const [raised] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(raised).toMatchObject({ role: 'admin', deskId: null }); // admins have no desk

    const self = await update(kit.admin.id, { role: 'manager' });
    expect(self.json().error.fields.role).toBe('You cannot change your own role.');
  });

  it('keeps a lawyer with open cases a lawyer until the cases are reassigned', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', password: null });
    await kit.clientWithCase({}, { lawyerId: lawyer.id });
    const response = await update(lawyer.id, { role: 'manager' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.role).toMatch(/still has open cases \(1\)/);
  });

  it('refuses a desk for a client, a taken email, an empty body and an unknown person', async () => {
    const client = await createUser(t.db, { password: null });
    const desk = await createDesk(t.db);
    expect((await update(client.id, { deskId: desk.id })).json().error.fields.deskId).toBe(
      'Only lawyers and managers belong to a desk',
    );
    const other = await createUser(t.db, { password: null });
    const taken = await update(client.id, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBeDefined();
    const empty = await update(client.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ _: 'Send at least one field to change' });
    expect((await update('00000000-0000-4000-8000-000000000000', { firstName: 'X' })).statusCode).toBe(404);
    expect((await update('not-a-uuid', { firstName: 'X' })).json().error.fields).toEqual({
      id: 'Not a valid id',
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'client');
    const response = await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${kit.admin.id}`,
      payload: { firstName: 'Hacker' },
      cookie,
    });
    expect(response.statusCode).toBe(403);
  });
});
