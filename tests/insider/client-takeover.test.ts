import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactChanges, outboxEmails, users } from '../../src/server/db/schema';
import { castPerFile } from '../support/case-cast';
import { contactLinkOf, openProposals } from '../support/contact-change';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import { appPerFile, signIn } from '../support/test-app';

/**
 * Issue 31 item 1 (D34): a lawyer, a manager or an admin, acting alone, points a client's email
 * at a mailbox they control and tries to get in as the client. The edit is only a proposal; no
 * sign-in code, password link or confirmation reaches them in a usable form, and the client signs
 * in as before. The insider is even handed the confirmation link that went to "their" mailbox:
 * it does not work without the client's own session.
 */
const t = appPerFile();
const cast = castPerFile(t);
beforeAll(async () => {
  await speakGerman(t.db, [cast.lawyer.id, cast.manager.id, cast.admin.id, cast.client.id]);
});

const editUrl = {
  lawyer: () => `/api/lawyer/clients/${cast.client.id}`,
  manager: () => `/api/manager/clients/${cast.client.id}`,
  admin: () => `/api/admin/users/${cast.client.id}`,
};

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: asInsider(cookie ?? ''), payload });

/** Emails written to an address, by template. */
const mailTo = async (address: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, address))).map((e) => e.template);

describe('a staff member cannot take over a client’s sign-in by editing their email', () => {
  for (const who of ['lawyer', 'manager', 'admin'] as const) {
    it(`${who === 'admin' ? 'an' : 'a'} ${who}: the edit is a proposal, and nothing lets them sign in as the client`, async () => {
      const mailbox = `${who}-own-mailbox@example.test`;
      const edited = await t.app.inject({
        method: 'PUT',
        url: editUrl[who](),
        headers: asInsider(cast[who].cookie),
        payload: { email: mailbox },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const [client] = await t.db.select().from(users).where(eq(users.id, cast.client.id));
      expect(client!.email).toBe(cast.client.email);
      // Their mailbox received the confirmation request, and that is all it will ever receive.
      const { token } = await contactLinkOf(t, cast.client.id, 'confirm');
      const before = await worldOf(t.db);

      const code = await post('/api/auth/sign-in-code', { email: mailbox });
      expect(code.statusCode).toBe(202);
      const reset = await post('/api/auth/forgot-password', { email: mailbox });
      expect(reset.statusCode).toBe(202);
      const guessed = await post('/api/auth/sign-in-code/verify', { email: mailbox, code: '123456' });
      expect(guessed.statusCode).toBe(401);
      // With the very link sent to their mailbox, under their own session: refused, in German.
      const confirm = await post('/api/client/contact-change/confirm', { token }, cast[who].cookie);
      expectRefusal(confirm, { status: 403, code: 'forbidden' });
      // Without a session at all: the link alone is not the client.
      const anonymous = await post('/api/client/contact-change/confirm', { token });
      expect(anonymous.statusCode).toBe(401);

      await expectWorldUnchanged(t.db, before);
      expect(await mailTo(mailbox)).toEqual(['contact_change_confirm']);
      const [still] = await t.db.select().from(users).where(eq(users.id, cast.client.id));
      expect(still!.email).toBe(cast.client.email);
      expect(still!.emailConfirmedAt).not.toBeNull();
    });
  }

  it('the client signs in exactly as before, and codes go to their own address', async () => {
    const before = (await mailTo(cast.client.email)).filter((m) => m === 'sign_in_code').length;
    const code = await post('/api/auth/sign-in-code', { email: cast.client.email });
    expect(code.statusCode).toBe(202);
    const after = (await mailTo(cast.client.email)).filter((m) => m === 'sign_in_code').length;
    expect(after).toBe(before + 1);
    const signedIn = await signIn(t.app, cast.client.username, cast.client.password!);
    expect(signedIn.response.statusCode).toBe(200);
  });

  it('no staff member can confirm a proposal without the client: a made-up link is refused', async () => {
    const before = await worldOf(t.db);
    for (const who of ['lawyer', 'manager', 'admin'] as const) {
      const response = await post(
        '/api/client/contact-change/confirm',
        { token: 'x'.repeat(43) },
        cast[who].cookie,
      );
      expectRefusal(response, { status: 403, code: 'forbidden' });
    }
    await expectWorldUnchanged(t.db, before);
    expect(await openProposals(t, cast.client.id)).toHaveLength(1);
  });

  it('a used or expired link fails clearly and changes nothing', async () => {
    const { token } = await contactLinkOf(t, cast.client.id, 'cancel');
    const cancelled = await post('/api/contact-change/cancel', { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const before = await worldOf(t.db);
    const reused = await post('/api/contact-change/cancel', { token });
    expectRefusal(reused, { status: 400, code: 'invalid_token' });
    await expectWorldUnchanged(t.db, before);

    await t.app.inject({
      method: 'PUT',
      url: editUrl.lawyer(),
      headers: asInsider(cast.lawyer.cookie),
      payload: { email: 'stale-link@example.test' },
    });
    const expiring = await contactLinkOf(t, cast.client.id, 'confirm');
    await t.db
      .update(contactChanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(contactChanges.userId, cast.client.id));
    const beforeExpired = await worldOf(t.db);
    const expired = await post(
      '/api/client/contact-change/confirm',
      { token: expiring.token },
      cast.client.cookie,
    );
    expect(expectRefusal(expired, { status: 400, code: 'invalid_token' }).message).toMatch(/abgelaufen/);
    await expectWorldUnchanged(t.db, beforeExpired);
  });
});
