import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPasskeyThroughApi } from '../../../../tests/support/passkey-api';
import { SoftAuthenticator } from '../../../../tests/support/soft-authenticator';
import { appPerFile, loginAs, signInWithPassword } from '../../../../tests/support/test-app';
import { recoveryCodes } from '../../db/schema';
import { replaceRecoveryCodes } from './recovery-codes';

// Issue 31 item 7: the second step offers exactly the factors the person has. What the partial
// session is told is what the page shows, so these are the answers the sign-in page lives by.

const t = appPerFile();

const offered = (cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/auth/second-factor', headers: cookie ? { cookie } : {} });

/** A person's password step: its answer and the partial session it opens. */
async function passwordStep(user: { username: string; password: string | null }) {
  const { response, cookie } = await signInWithPassword(t.app, user.username, user.password!);
  expect(response.json()).toMatchObject({ stage: 'second_factor', redirectTo: '/sign-in/second-factor' });
  return cookie!;
}

describe('GET /api/auth/second-factor: what the second step offers', () => {
  it('a client with only a passkey: the passkey, and no app code or recovery codes', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator({
      id: t.config.publicUrl.hostname,
      origin: t.config.publicUrl.origin,
    });
    expect((await addPasskeyThroughApi(t.app, cookie, device)).statusCode).toBe(200);

    const response = await offered(await passwordStep(user));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ factors: ['passkey'] });
  });

  it('a lawyer with an authenticator app and no recovery codes: the app code alone', async () => {
    const { user } = await loginAs(t, 'lawyer');
    expect((await offered(await passwordStep(user))).json()).toEqual({ factors: ['totp'] });
  });

  it('recovery codes are offered while unused ones are left, and no longer once all are used', async () => {
    const { user, cookie } = await loginAs(t, 'manager');
    const device = new SoftAuthenticator({
      id: t.config.publicUrl.hostname,
      origin: t.config.publicUrl.origin,
    });
    expect((await addPasskeyThroughApi(t.app, cookie, device)).statusCode).toBe(200);
    await replaceRecoveryCodes(t.db, t.config.sessionSecret, user.id);

    const partial = await passwordStep(user);
    expect((await offered(partial)).json()).toEqual({ factors: ['passkey', 'totp', 'recovery_code'] });

    await t.db.update(recoveryCodes).set({ usedAt: new Date() }).where(eq(recoveryCodes.userId, user.id));
    expect((await offered(partial)).json()).toEqual({ factors: ['passkey', 'totp'] });
  });

  it('is only for a sign-in waiting for its second step', async () => {
    const { cookie } = await loginAs(t, 'client');
    const complete = await offered(cookie);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error.code).toBe('conflict');
    expect((await offered(undefined)).statusCode).toBe(401);
  });
});
