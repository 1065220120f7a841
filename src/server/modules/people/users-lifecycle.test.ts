import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, signIn, type TestApp } from '../../../../tests/support/test-app';
import { enrolTotpDirectly } from '../../core/second-factors';
import {
  auditLog,
  cases,
  feeAgreements,
  ledgerPostings,
  outboxEmails,
  sessions,
  users,
} from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const PASSWORD = 'Test-Password-2026';
const post = (id: string, step: string, payload?: Record<string, unknown>, cookie?: string | null) =>
  kit.call({ method: 'POST', url: `/api/admin/users/${id}/${step}`, payload, cookie });
const remove = (id: string, cookie?: string | null) =>
  kit.call({ method: 'DELETE', url: `/api/admin/users/${id}`, cookie });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const auditActions = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);

describe('DELETE /api/admin/users/:id (D13)', () => {
  it('deletes a person who has no history the firm must keep', async () => {
    const person = await createUser(t.db, { role: 'lawyer', password: null });
    const response = await remove(person.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User has been permanently deleted from the system' });
    expect(await t.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(audit).toMatchObject({ action: 'user.deleted', before: { role: 'lawyer', status: 'active' } });
  });

  it('refuses with the reason when the person has cases and money on record, and changes nothing', async () => {
    const { client, theCase } = await kit.clientWithCase();
    await kit.recover(theCase.id, 500);
    const response = await remove(client.id);
    expect(response.statusCode).toBe(409);
    const { message } = response.json().error;
    expect(message).toContain('cases: 1');
    // The report and its confirmation (D26).
    expect(message).toContain('ledger entries: 2');
    expect(message).toContain('Erase their personal data instead');
    expect(await t.db.select().from(users).where(eq(users.id, client.id))).toHaveLength(1);
  });

  it('refuses a lawyer who has cases assigned', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', password: null });
    await kit.clientWithCase({}, { lawyerId: lawyer.id, phase: 'completed' });
    const response = await remove(lawyer.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('cases: 1');
  });

  it('never deletes your own account; unknown ids are 404, bad ids 400', async () => {
    const self = await remove(kit.admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot delete your own account.');
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('123')).json().error.fields).toEqual({ id: 'Not a valid id' });
  });

  it('is for admins only', async () => {
    const person = await createUser(t.db, { password: null });
    const { cookie } = await loginAs(t, 'manager');
    expect((await remove(person.id, cookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/:id/erase (D13)', () => {
  it('anonymises the person, ends their sessions, keeps cases, ledger and audit', async () => {
    const { client, theCase } = await kit.clientWithCase({
      password: PASSWORD,
      phone: '+44 20 7946 0000',
      country: 'UK',
    });
    await kit.recover(theCase.id, 1000);
    const { cookie } = await signIn(t.app, client.username, PASSWORD);
    const postingsBefore = await t.db.select({ n: count() }).from(ledgerPostings);

    const response = await post(client.id, 'erase');
    expect(response.statusCode).toBe(200);
    const erasedEmail = `erased-${client.id}@invalid`;
    expect(response.json()).toMatchObject({
      message: 'Personal data has been erased',
      user: {
        firstName: 'Erased',
        lastName: 'Erased',
        email: erasedEmail,
        username: erasedEmail,
        phone: null,
        country: null,
        status: 'inactive',
        hasPassword: false,
        recoveredAmount: 1000, // the money history stays
      },
    });
    expect((await me(cookie!)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id))).toEqual([]);
    expect(await t.db.select().from(cases).where(eq(cases.id, theCase.id))).toHaveLength(1);
    expect(await t.db.select({ n: count() }).from(ledgerPostings)).toEqual(postingsBefore);
    expect(await auditActions(client.id)).toContain('user.erased');
    expect((await signIn(t.app, client.username, PASSWORD)).response.statusCode).toBe(401);
  });

  it("keeps the client's fee agreement acceptances but erases the name, IP address and browser in them", async () => {
    const { client, theCase } = await kit.clientWithCase(
      { firstName: 'Marta', lastName: 'Kowalski', language: 'nl' },
      { phase: 'investigation', feeAgreementAccepted: true },
    );
    const [before] = await t.db.select().from(feeAgreements).where(eq(feeAgreements.caseId, theCase.id));
    expect(before).toMatchObject({
      signedName: 'Marta Kowalski',
      ip: '127.0.0.1',
      userAgent: 'test factory',
    });

    expect((await post(client.id, 'erase')).statusCode).toBe(200);
    const [after] = await t.db.select().from(feeAgreements).where(eq(feeAgreements.caseId, theCase.id));
    expect(after).toEqual({ ...before, signedName: 'Erased', ip: null, userAgent: null });
    const detail = await kit.call({ method: 'GET', url: `/api/cases/${theCase.id}` });
    expect(detail.json().feeAgreement).toEqual({
      acceptedAt: before!.acceptedAt.toISOString(),
      version: before!.version,
    });
    // What was accepted, when and by which client cannot be rewritten, only anonymised.
    await expect(
      t.db
        .update(feeAgreements)
        .set({ textSha256: 'f'.repeat(64) })
        .where(eq(feeAgreements.id, before!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(feeAgreements).where(eq(feeAgreements.id, before!.id))).rejects.toThrow();
  });

  it('refuses a second erase, your own account and a lawyer with open cases', async () => {
    const person = await createUser(t.db, { password: null });
    expect((await post(person.id, 'erase')).statusCode).toBe(200);
    const again = await post(person.id, 'erase');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/personal data has been erased/);
    expect((await post(kit.admin.id, 'erase')).json().error.message).toBe(
      'You cannot erase your own account.',
    );

    const lawyer = await createUser(t.db, { role: 'lawyer', password: null });
    await kit.clientWithCase({}, { lawyerId: lawyer.id });
    const busy = await post(lawyer.id, 'erase');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toContain('open cases (1)');
  });

  it('is for admins only', async () => {
    const person = await createUser(t.db, { password: null });
    const { cookie } = await loginAs(t, 'lawyer');
    expect((await post(person.id, 'erase', undefined, cookie)).statusCode).toBe(403);
  });
});

// Staff accounts only: a client's password is never chosen by staff (D34, contact-changes.test.ts).
describe('POST /api/admin/users/:id/reset-password', () => {
  it('sets a new password and ends the person’s sessions', async () => {
    const person = await createUser(t.db, { role: 'lawyer', password: PASSWORD });
    const { cookie } = await signIn(t.app, person.username, PASSWORD);
    const response = await post(person.id, 'reset-password', { newPassword: 'Brand-New-Passphrase-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User password has been updated successfully' });
    expect((await me(cookie!)).statusCode).toBe(401);
    expect((await signIn(t.app, person.username, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(t.app, person.username, 'Brand-New-Passphrase-31')).response.statusCode).toBe(200);
    expect(await auditActions(person.id)).toContain('user.password.reset');
  });

  it('applies the password policy to the new password (D11)', async () => {
    const person = await createUser(t.db, { role: 'lawyer', password: null });
    // D37: only someone with a second factor is given a password by an admin.
    await enrolTotpDirectly(t.db, t.config.sessionSecret, person.id, newTotpSecret());
    const short = await post(person.id, 'reset-password', { newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.newPassword).toBe('Password must be at least 8 characters long');
    const own = await post(person.id, 'reset-password', { newPassword: person.username });
    expect(own.json().error.fields.newPassword).toBe(
      'Please choose a password that is not your username or email address.',
    );
    const missing = await post(person.id, 'reset-password', {});
    expect(missing.json().error.fields.newPassword).toBe('Enter the new password');
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'client');
    const response = await post(
      kit.admin.id,
      'reset-password',
      { newPassword: 'Take-Over-The-Admin-1' },
      cookie,
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a lawyer or manager who has no second factor yet (D37), and changes nothing', async () => {
    for (const role of ['lawyer', 'manager'] as const) {
      const person = await createUser(t.db, { role, password: PASSWORD });
      const response = await post(person.id, 'reset-password', { newPassword: 'Admin-Knows-This-31' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'conflict',
        message: `${person.firstName} ${person.lastName} has not set up a second step yet, so a password you choose would let you into the account. Send a password link instead.`,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
      expect(row?.mustChangePassword).toBe(false);
      expect(await auditActions(person.id)).not.toContain('user.password.reset');
      // The password the admin typed opens nothing.
      expect((await signIn(t.app, person.username, 'Admin-Knows-This-31')).response.statusCode).toBe(401);
    }
  });
});

describe('POST /api/admin/users/:id/password-link', () => {
  it('sends a lawyer or manager a link at their own address; the admin never sees it and nothing else changes', async () => {
    for (const role of ['lawyer', 'manager'] as const) {
      const person = await createUser(t.db, { role, password: PASSWORD });
      const response = await post(person.id, 'password-link');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: "A link to set a new password has been sent to the person's own email address",
      });
      const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, person.id));
      const link = mails.find((m) => m.template === 'password_reset');
      expect(link?.toEmail).toBe(person.email);
      expect(link!.textBody).not.toMatch(/token=[\w-]{20}/);
      expect(await auditActions(person.id)).toContain('user.password.link_sent');
      // Until the link is used, the password they have keeps working.
      const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ passwordHash: person.passwordHash, mustChangePassword: false });
    }
  });

  it('never for an administrator: they use “Forgot your password?” themselves', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    for (const id of [other.id, kit.admin.id]) {
      const response = await post(id, 'password-link');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/administrator's password is never reset/);
    }
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, other.id));
    expect(mails.filter((m) => m.template === 'password_reset')).toEqual([]);
  });

  it('is for admins only', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    const { cookie } = await loginAs(t, 'manager');
    expect((await post(lawyer.id, 'password-link', undefined, cookie)).statusCode).toBe(403);
  });
});

describe('ban and unban (D12)', () => {
  it('bans with a reason, ends sessions and refuses sign-in; unban restores access', async () => {
    const person = await createUser(t.db, { password: PASSWORD });
    const { cookie } = await signIn(t.app, person.username, PASSWORD);
    const banned = await post(person.id, 'ban', { reason: 'Admin action' });
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({
      message: 'User banned successfully',
      user: { status: 'banned', banReason: 'Admin action' },
    });
    expect((await me(cookie!)).statusCode).toBe(401);
    const refused = await signIn(t.app, person.username, PASSWORD);
    expect(refused.response.statusCode).toBe(403);

    const again = await post(person.id, 'ban', { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This user is already banned.');

    const unbanned = await post(person.id, 'unban');
    expect(unbanned.statusCode).toBe(200);
    expect(unbanned.json()).toMatchObject({
      message: 'User unbanned successfully',
      user: { status: 'active', banReason: null },
    });
    expect((await signIn(t.app, person.username, PASSWORD)).response.statusCode).toBe(200);
    expect(await auditActions(person.id)).toEqual(expect.arrayContaining(['user.banned', 'user.unbanned']));
  });

  it('needs a reason, never bans yourself, and unbans only the banned', async () => {
    const person = await createUser(t.db, { password: null });
    const noReason = await post(person.id, 'ban', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Give a reason for the ban');
    const self = await post(kit.admin.id, 'ban', { reason: 'Oops' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot ban your own account.');
    const notBanned = await post(person.id, 'unban');
    expect(notBanned.statusCode).toBe(409);
    expect(notBanned.json().error.message).toBe('This user is not banned.');
  });

  it('is for admins only', async () => {
    const person = await createUser(t.db, { password: null, status: 'banned' });
    const { cookie } = await loginAs(t, 'manager');
    expect((await post(person.id, 'ban', { reason: 'x' }, cookie)).statusCode).toBe(403);
    expect((await post(person.id, 'unban', undefined, cookie)).statusCode).toBe(403);
    expect((await post(person.id, 'unban', undefined, null)).statusCode).toBe(401);
  });
});
