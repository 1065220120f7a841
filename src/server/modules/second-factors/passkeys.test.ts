import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPasskeyThroughApi, passkeyAnswer } from '../../../../tests/support/passkey-api';
import { SoftAuthenticator } from '../../../../tests/support/soft-authenticator';
import { appPerFile, loginAs, sessionCookieOf, signInWithPassword } from '../../../../tests/support/test-app';
import type { Passkey } from '../../../shared/contracts/passkeys';
import { auditLog, authChallenges, outboxEmails, passkeys, sessions } from '../../db/schema';
import { createUser } from '../../seed/factories';

const t = appPerFile();
let rp: { id: string; origin: string };
beforeAll(async () => {
  rp = { id: t.config.publicUrl.hostname, origin: t.config.publicUrl.origin };
});

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: Json) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const addPasskey = (cookie: string, device: SoftAuthenticator, name = 'Laptop') =>
  addPasskeyThroughApi(t.app, cookie, device, name);

/** Signs in with a passkey alone, from a browser without a session. */
const passkeySignIn = async (device: SoftAuthenticator, credentialId?: string) =>
  call('POST', '/api/auth/passkey-sign-in', undefined, await passkeyAnswer(t.app, device, { credentialId }));

const listOf = async (cookie: string) =>
  (await call('GET', '/api/auth/passkeys', cookie)).json().passkeys as Passkey[];

describe('adding a passkey', () => {
  it('stores it for the person, lists it, audits it and emails a notice', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator(rp);
    const added = await addPasskey(cookie, device, 'Phone');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ passkey: expect.objectContaining({ name: 'Phone', lastUsedAt: null }) });

    const list = await listOf(cookie);
    expect(list).toEqual([
      {
        id: expect.any(String),
        name: 'Phone',
        createdAt: expect.any(String),
        lastUsedAt: null,
        deviceType: 'singleDevice',
        backedUp: false,
      },
    ]);
    // The public key only, never the private one; nothing a browser could use to sign.
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(stored).toMatchObject({ credentialId: device.ids[0], counter: 0, transports: ['internal'] });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((row) => row.action)).toContain('auth.passkey.added');
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(emails.map((e) => e.template)).toContain('security_factor_added');
  });

  it('asks the authenticator not to add a second passkey for the same account', async () => {
    const { cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator(rp);
    await addPasskey(cookie, device);
    const options = (await call('POST', '/api/auth/passkeys/registration-options', cookie)).json().options;
    expect(options.excludeCredentials.map((c: Json) => c.id)).toEqual(device.ids);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.rp).toEqual({ name: 'Recourse', id: rp.id });
  });

  it('refuses an answer sent twice, one made for another site, and an expired challenge', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator(rp);
    const options = (await call('POST', '/api/auth/passkeys/registration-options', cookie)).json().options;
    const response = device.create(options);
    expect((await call('POST', '/api/auth/passkeys', cookie, { name: 'A', response })).statusCode).toBe(200);
    const replay = await call('POST', '/api/auth/passkeys', cookie, { name: 'B', response });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_credentials');

    const phished = await call('POST', '/api/auth/passkeys/registration-options', cookie);
    const fromElsewhere = new SoftAuthenticator(rp).create(
      phished.json().options,
      'https://recourse-help.example',
    );
    expect(
      (await call('POST', '/api/auth/passkeys', cookie, { name: 'C', response: fromElsewhere })).statusCode,
    ).toBe(401);

    const late = (await call('POST', '/api/auth/passkeys/registration-options', cookie)).json().options;
    await t.db
      .update(authChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authChallenges.challenge, late.challenge));
    const lateAnswer = new SoftAuthenticator(rp).create(late);
    expect(
      (await call('POST', '/api/auth/passkeys', cookie, { name: 'D', response: lateAnswer })).statusCode,
    ).toBe(401);
    expect((await listOf(cookie)).map((p) => p.name)).toEqual(['A']);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(1);
  });

  it('answers 400 naming the field for an empty name, and stores nothing', async () => {
    const { cookie } = await loginAs(t, 'client');
    const response = await addPasskey(cookie, new SoftAuthenticator(rp), '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('name');
    expect(await listOf(cookie)).toEqual([]);
  });

  it('completes a staff sign-in that waited for enrolment (D27)', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    const { response, cookie: partial } = await signInWithPassword(t.app, lawyer.username, lawyer.password!);
    expect(response.json().stage).toBe('enrolment');
    const added = await addPasskey(partial!, new SoftAuthenticator(rp));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().redirectTo).toBe('/lawyer-dashboard');
    const complete = sessionCookieOf(added)!;
    expect((await call('GET', '/api/auth/me', complete)).json().user.stage).toBe('complete');
    // The partial session ended with the step it waited for.
    expect((await call('GET', '/api/auth/me', partial)).statusCode).toBe(401);
  });
});

describe('signing in with a passkey alone', () => {
  it('opens a complete session for a client, with no name typed, and records the use', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator(rp);
    await addPasskey(cookie, device);
    const signedIn = await passkeySignIn(device);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { id: user.id },
      stage: 'complete',
      redirectTo: '/client-dashboard',
    });
    const me = await call('GET', '/api/auth/me', sessionCookieOf(signedIn));
    expect(me.json().user).toMatchObject({ id: user.id, stage: 'complete' });
    const [listed] = await listOf(cookie);
    expect(listed!.lastUsedAt).toEqual(expect.any(String));
  });

  it('counts as both factors for staff: a lawyer reaches the workspace', async () => {
    const { cookie } = await loginAs(t, 'lawyer');
    const device = new SoftAuthenticator(rp);
    await addPasskey(cookie, device);
    const signedIn = await passkeySignIn(device);
    expect(signedIn.json()).toMatchObject({ stage: 'complete', redirectTo: '/lawyer-dashboard' });
    expect((await call('GET', '/api/lawyer/cases', sessionCookieOf(signedIn))).statusCode).toBe(200);
  });

  it('refuses a replayed answer, an unknown passkey and a counter that went back', async () => {
    const { cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator(rp);
    await addPasskey(cookie, device);

    const { challengeId, options } = (await call('POST', '/api/auth/passkey-sign-in/options')).json();
    const answer = { challengeId, response: device.get(options) };
    expect((await call('POST', '/api/auth/passkey-sign-in', undefined, answer)).statusCode).toBe(200);
    const replay = await call('POST', '/api/auth/passkey-sign-in', undefined, answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_credentials');
    expect(replay.cookies.filter((c) => c.value)).toEqual([]);

    const stranger = new SoftAuthenticator(rp);
    stranger.create({ challenge: 'AAAA', user: { id: 'AAAA' } });
    expect((await passkeySignIn(stranger)).statusCode).toBe(401);

    // A cloned authenticator: its copy signs with a counter the server has already seen.
    expect((await passkeySignIn(device)).statusCode).toBe(200);
    device.credentials.get(device.ids[0]!)!.counter = 0;
    const cloned = await passkeySignIn(device);
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().error.message).toMatch(/could not verify that passkey/);
  });

  it('requires user verification (a PIN or fingerprint) to count as both factors', async () => {
    const { cookie } = await loginAs(t, 'client');
    const device = new SoftAuthenticator(rp, { userVerified: false });
    expect((await addPasskey(cookie, device)).statusCode).toBe(200);
    expect((await passkeySignIn(device)).statusCode).toBe(401);
  });
});

describe('a passkey as the second step', () => {
  it("offers the person's passkeys and completes the sign-in with one of them", async () => {
    const { user, cookie } = await loginAs(t, 'manager');
    const device = new SoftAuthenticator(rp);
    await addPasskey(cookie, device);
    const { cookie: partial } = await signInWithPassword(t.app, user.username, user.password!);
    const started = await call('POST', '/api/auth/second-factor/passkey/options', partial);
    expect(started.statusCode, started.body).toBe(200);
    const { challengeId, options } = started.json();
    expect(options.allowCredentials.map((c: Json) => c.id)).toEqual(device.ids);

    // Another person's passkey does not answer for this one.
    const other = await loginAs(t, 'client');
    const otherDevice = new SoftAuthenticator(rp);
    await addPasskey(other.cookie, otherDevice);
    const wrong = await call('POST', '/api/auth/second-factor/passkey', partial, {
      challengeId,
      response: otherDevice.get(options, otherDevice.ids[0]),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/could not verify that passkey/);

    const again = (await call('POST', '/api/auth/second-factor/passkey/options', partial)).json();
    const done = await call('POST', '/api/auth/second-factor/passkey', partial, {
      challengeId: again.challengeId,
      response: device.get(again.options),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ stage: 'complete', redirectTo: '/manager-dashboard' });
    expect((await call('GET', '/api/auth/me', sessionCookieOf(done))).json().user.stage).toBe('complete');
  });

  it('does not take a challenge made for a passwordless sign-in', async () => {
    const { user, cookie } = await loginAs(t, 'lawyer');
    const device = new SoftAuthenticator(rp);
    await addPasskey(cookie, device);
    const { cookie: partial } = await signInWithPassword(t.app, user.username, user.password!);
    const { challengeId, options } = (await call('POST', '/api/auth/passkey-sign-in/options')).json();
    const answer = { challengeId, response: device.get(options) };
    expect((await call('POST', '/api/auth/second-factor/passkey', partial, answer)).statusCode).toBe(401);
  });
});

describe('managing passkeys', () => {
  it("renames and removes only the person's own; another person's id is a 404", async () => {
    const owner = await loginAs(t, 'client');
    await addPasskey(owner.cookie, new SoftAuthenticator(rp), 'Tablet');
    const [mine] = await listOf(owner.cookie);
    const other = await loginAs(t, 'client');
    expect(await listOf(other.cookie)).toEqual([]);
    expect(
      (await call('PATCH', `/api/auth/passkeys/${mine!.id}`, other.cookie, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/auth/passkeys/${mine!.id}`, other.cookie)).statusCode).toBe(404);

    const renamed = await call('PATCH', `/api/auth/passkeys/${mine!.id}`, owner.cookie, {
      name: 'Work tablet',
    });
    expect(renamed.json()).toMatchObject({ id: mine!.id, name: 'Work tablet' });
    expect((await call('DELETE', `/api/auth/passkeys/${mine!.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await listOf(owner.cookie)).toEqual([]);
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, owner.user.id));
    expect(emails.map((e) => e.template)).toContain('security_factor_removed');
  });

  it('keeps the last second factor of staff: a passkey goes only while another factor stays', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    const { cookie: partial } = await signInWithPassword(t.app, lawyer.username, lawyer.password!);
    const cookie = sessionCookieOf(await addPasskey(partial!, new SoftAuthenticator(rp), 'First'))!;
    await addPasskey(cookie, new SoftAuthenticator(rp), 'Second');
    const [first, second] = await listOf(cookie);
    expect((await call('DELETE', `/api/auth/passkeys/${first!.id}`, cookie)).statusCode).toBe(204);
    const last = await call('DELETE', `/api/auth/passkeys/${second!.id}`, cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/at least one second factor/);
    expect((await listOf(cookie)).map((p) => p.name)).toEqual(['Second']);

    // With an authenticator app as well, the only passkey may go.
    const withApp = await loginAs(t, 'lawyer');
    await addPasskey(withApp.cookie, new SoftAuthenticator(rp));
    const [only] = await listOf(withApp.cookie);
    expect((await call('DELETE', `/api/auth/passkeys/${only!.id}`, withApp.cookie)).statusCode).toBe(204);
  });

  it('asks for a fresh check before removing, when the last one is over 10 minutes old', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    await addPasskey(cookie, new SoftAuthenticator(rp));
    const [key] = await listOf(cookie);
    await t.db
      .update(sessions)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    // Written behind the app's back, so no instance was told: forget what this one cached (D122).
    t.app.sessionCache.clear();
    const removed = await call('DELETE', `/api/auth/passkeys/${key!.id}`, cookie);
    expect(removed.statusCode).toBe(401);
    expect(removed.json().error.code).toBe('reauthentication_required');
    const stillThere = await t.db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.userId, user.id), eq(passkeys.id, key!.id)));
    expect(stillThere).toHaveLength(1);
  });
});
