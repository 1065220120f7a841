import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseCast } from '../../../../tests/support/case-cast';
import { contactLinkOf, emailsOf, openProposals } from '../../../../tests/support/contact-change';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog, contactChanges, notifications, users } from '../../db/schema';

/**
 * D34: staff propose, the client confirms. Each test builds its own case, client and staff, so the
 * outbox and notifications it reads are its own.
 */
const t = appPerFile();

type Cast = Awaited<ReturnType<typeof caseCast>>;

const send = (cookie: string | null, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const proposeEmail = (cast: Cast, email: string) =>
  send(cast.lawyer.cookie, 'PUT', `/api/lawyer/clients/${cast.client.id}`, { email });

const userOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditActions = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);
const kindsOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

describe('a staff edit of a client’s email (D34)', () => {
  it('is stored as a proposal; the new address gets the confirmation, the old one the notice', async () => {
    const cast = await caseCast(t);
    const response = await proposeEmail(cast, 'new-address@example.test');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: cast.client.email,
      pendingContactChanges: [{ field: 'email', value: 'new-address@example.test' }],
    });
    expect((await userOf(cast.client.id)).email).toBe(cast.client.email);
    const [proposal] = await openProposals(t, cast.client.id);
    expect(proposal).toMatchObject({
      field: 'email',
      previousValue: cast.client.email,
      proposedValue: 'new-address@example.test',
      proposedById: cast.lawyer.id,
    });
    const emails = await emailsOf(t, cast.client.id);
    expect(emails.map((e) => [e.template, e.toEmail])).toEqual([
      ['contact_change_confirm', 'new-address@example.test'],
      ['contact_change_notice', cast.client.email],
    ]);
    // The readable copy an admin sees keeps the links masked (D31).
    expect(emails[1]!.textBody).not.toMatch(/token=[\w-]{20}/);
    expect(emails[1]!.delivered).toContain('new-address@example.test');
    expect(await auditActions(cast.client.id)).toContain('client.contact_change_proposed');
  });

  it('takes effect when the signed-in client confirms from the new address; the old one is told', async () => {
    const cast = await caseCast(t);
    await proposeEmail(cast, 'confirmed-new@example.test');
    const { token, toEmail } = await contactLinkOf(t, cast.client.id, 'confirm');
    expect(toEmail).toBe('confirmed-new@example.test');
    await t.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, cast.client.id));

    const confirmed = await send(cast.client.cookie, 'POST', '/api/client/contact-change/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ field: 'email', outcome: 'confirmed' });
    const user = await userOf(cast.client.id);
    expect(user.email).toBe('confirmed-new@example.test');
    expect(user.emailConfirmedAt).not.toBeNull();
    const applied = (await emailsOf(t, cast.client.id)).find((e) => e.template === 'contact_change_applied');
    expect(applied?.toEmail).toBe(cast.client.email);
    expect(await openProposals(t, cast.client.id)).toEqual([]);

    const again = await send(cast.client.cookie, 'POST', '/api/client/contact-change/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'This change has already been confirmed. There is nothing more to do.',
    );
  });

  it('“this wasn’t me” cancels it and alerts the desk’s manager and every admin, not the lawyer', async () => {
    const cast = await caseCast(t);
    await proposeEmail(cast, 'not-me@example.test');
    const { token, toEmail } = await contactLinkOf(t, cast.client.id, 'cancel');
    expect(toEmail).toBe(cast.client.email);

    const cancelled = await send(null, 'POST', '/api/contact-change/cancel', { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ field: 'email', outcome: 'cancelled' });
    expect(await openProposals(t, cast.client.id)).toEqual([]);
    expect((await userOf(cast.client.id)).email).toBe(cast.client.email);
    expect(await kindsOf(cast.manager.id)).toContain('contact_change_disputed');
    expect(await kindsOf(cast.admin.id)).toContain('contact_change_disputed');
    expect(await kindsOf(cast.managerOther.id)).not.toContain('contact_change_disputed');
    expect(await kindsOf(cast.lawyer.id)).not.toContain('contact_change_disputed');
    const [alert] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, cast.manager.id), eq(notifications.kind, 'contact_change_disputed')),
      );
    expect(alert!.params).toMatchObject({
      field: 'email',
      value: 'not-me@example.test',
      proposedBy: `${cast.lawyer.firstName} ${cast.lawyer.lastName}`,
    });

    const confirm = await contactLinkOf(t, cast.client.id, 'confirm');
    const late = await send(cast.client.cookie, 'POST', '/api/client/contact-change/confirm', confirm);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/This wasn't me/);
    expect((await userOf(cast.client.id)).email).toBe(cast.client.email);
  });

  it('an expired link changes nothing and says so', async () => {
    const cast = await caseCast(t);
    await proposeEmail(cast, 'too-late@example.test');
    const { token } = await contactLinkOf(t, cast.client.id, 'confirm');
    await t.db
      .update(contactChanges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(contactChanges.userId, cast.client.id));
    const response = await send(cast.client.cookie, 'POST', '/api/client/contact-change/confirm', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/expired/);
    expect((await userOf(cast.client.id)).email).toBe(cast.client.email);
  });

  it('the proposing staff member can withdraw it; its links then stop working', async () => {
    const cast = await caseCast(t);
    await proposeEmail(cast, 'typo@example.test');
    const url = `/api/lawyer/clients/${cast.client.id}/contact-changes/email`;
    const withdrawn = await send(cast.lawyer.cookie, 'DELETE', url);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await openProposals(t, cast.client.id)).toEqual([]);
    expect((await send(cast.lawyer.cookie, 'DELETE', url)).statusCode).toBe(404);
    const outsider = await send(
      cast.managerOther.cookie,
      'DELETE',
      `/api/manager/clients/${cast.client.id}/contact-changes/email`,
    );
    expect(outsider.statusCode).toBe(404);
    const { token } = await contactLinkOf(t, cast.client.id, 'confirm');
    const late = await send(cast.client.cookie, 'POST', '/api/client/contact-change/confirm', { token });
    expect(late.json().error.message).toMatch(/withdrew/);
  });
});

describe('a staff edit of a client’s phone (D34)', () => {
  it('is confirmed through a link to the client’s current address (there is no SMS)', async () => {
    const cast = await caseCast(t);
    const response = await send(cast.manager.cookie, 'PUT', `/api/manager/clients/${cast.client.id}`, {
      phone: '+49 30 1234567',
    });
    expect(response.json()).toMatchObject({ phone: null, pendingContactChanges: [{ field: 'phone' }] });
    const { token, toEmail } = await contactLinkOf(t, cast.client.id, 'confirm');
    expect(toEmail).toBe(cast.client.email);
    const confirmed = await send(cast.client.cookie, 'POST', '/api/client/contact-change/confirm', { token });
    expect(confirmed.json()).toEqual({ field: 'phone', outcome: 'confirmed' });
    expect((await userOf(cast.client.id)).phone).toBe('+49 30 1234567');
  });
});

describe('a staff edit of a client’s name (D34 item 4)', () => {
  it('is saved at once, audited with the fields changed, and the client is told', async () => {
    const cast = await caseCast(t);
    const response = await send(cast.lawyer.cookie, 'PUT', `/api/lawyer/clients/${cast.client.id}`, {
      lastName: 'Corrected',
    });
    expect(response.json()).toMatchObject({ lastName: 'Corrected', pendingContactChanges: [] });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, cast.client.id), eq(auditLog.action, 'client.updated')));
    expect(audit).toMatchObject({
      actorId: cast.lawyer.id,
      before: { lastName: cast.client.lastName },
      after: { lastName: 'Corrected', fields: ['lastName'] },
    });
    expect(await kindsOf(cast.client.id)).toContain('profile_updated');
    const told = (await emailsOf(t, cast.client.id)).find((e) => e.template === 'profile_updated');
    expect(told).toMatchObject({ toEmail: cast.client.email });
    expect(told!.textBody).toContain('last name');
  });
});

describe('an admin and a client’s account (D34)', () => {
  it('an admin’s edit of a client’s email is a proposal too', async () => {
    const cast = await caseCast(t);
    const response = await send(cast.admin.cookie, 'PUT', `/api/admin/users/${cast.client.id}`, {
      email: 'admin-typed@example.test',
      firstName: 'Renamed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/once the client confirms/),
      user: { email: cast.client.email, firstName: 'Renamed' },
    });
    expect(await openProposals(t, cast.client.id)).toHaveLength(1);
    expect(await kindsOf(cast.client.id)).toContain('profile_updated');
  });

  it('never sets a client’s password; it emails the client a reset link instead', async () => {
    const cast = await caseCast(t);
    const refused = await send(
      cast.admin.cookie,
      'POST',
      `/api/admin/users/${cast.client.id}/reset-password`,
      {
        newPassword: 'Admin-Knows-This-1',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/never choose a client's password/);
    const sent = await send(cast.admin.cookie, 'POST', `/api/admin/users/${cast.client.id}/password-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    const reset = (await emailsOf(t, cast.client.id)).find((e) => e.template === 'password_reset');
    expect(reset?.toEmail).toBe(cast.client.email);
    expect(reset!.textBody).not.toMatch(/token=[\w-]{20}/);
    // D37: a lawyer gets one too (their own address); never an administrator.
    const admin = await send(cast.admin.cookie, 'POST', `/api/admin/users/${cast.admin.id}/password-link`);
    expect(admin.statusCode).toBe(409);
  });
});
