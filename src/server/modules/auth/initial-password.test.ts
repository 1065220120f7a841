import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, sessionCookieOf, signIn } from '../../../../tests/support/test-app';
import { oneTimeTokens, users } from '../../db/schema';

const t = appPerFile();

let ip = 0;
/** A visitor registers through the assessment: signed in, no password yet (D16). */
async function registered() {
  const email = `ana.${randomBytes(4).toString('hex')}@example.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `10.9.0.${++ip}`,
    payload: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      country: 'ES',
      fraudType: 'romance',
      amountLost: '12000',
    },
  });
  expect(response.statusCode).toBe(201);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('registration gave no session');
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return { cookie, user: user!, token: response.json().token as string };
}

const setInitial = (cookie: string | undefined, password: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/initial-password',
    payload: { password },
    headers: cookie ? { cookie } : {},
  });

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user as { hasPassword: boolean };

describe('POST /api/auth/initial-password (D16)', () => {
  it('sets the first password from the registration session, which stays signed in', async () => {
    const { cookie, user } = await registered();
    expect((await me(cookie)).hasPassword).toBe(false);

    expect((await setInitial(cookie, 'Quiet-River-Walk-7')).statusCode).toBe(204);
    expect((await me(cookie)).hasPassword).toBe(true);
    expect((await signIn(t.app, user.username, 'Quiet-River-Walk-7')).response.statusCode).toBe(200);
  });

  it('retires the emailed set-password link once a password is set', async () => {
    const { cookie, user, token } = await registered();
    expect((await setInitial(cookie, 'Quiet-River-Walk-7')).statusCode).toBe(204);
    const open = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), isNull(oneTimeTokens.usedAt)));
    // Only the email-confirmation link (D28) stays open: it does not set a password.
    expect(open.map((o) => o.purpose)).toEqual(['confirm_email']);
    const viaLink = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'Another-Long-One-8' },
    });
    expect(viaLink.statusCode).toBe(400);
  });

  it('refuses a second time: changing a password needs the current one', async () => {
    const { cookie } = await registered();
    expect((await setInitial(cookie, 'Quiet-River-Walk-7')).statusCode).toBe(204);
    const again = await setInitial(cookie, 'Someone-Else-Took-9');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already have a password/);
  });

  it('applies the password policy, with the message on the field, and changes nothing', async () => {
    const { cookie, user } = await registered();
    for (const weak of ['short1!', user.username, 'qwertyuiop']) {
      const response = await setInitial(cookie, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.password).toBeTruthy();
    }
    expect((await me(cookie)).hasPassword).toBe(false);
  });

  it('needs a session', async () => {
    expect((await setInitial(undefined, 'Quiet-River-Walk-7')).statusCode).toBe(401);
  });
});
