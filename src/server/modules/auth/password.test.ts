import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, signIn } from '../../../../tests/support/test-app';
import { auditLog, oneTimeTokens, users } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { issueOneTimeToken } from './one-time-tokens';
import { isCommonPassword } from './password';

const t = appPerFile();

async function invitedUserWithLink() {
  const user = await createUser(t.db, { password: null });
  const token = await issueOneTimeToken(t.db, t.config.sessionSecret, {
    userId: user.id,
    purpose: 'set_password',
  });
  return { user, token };
}
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

describe('password policy (D11)', () => {
  it('rejects 7 characters with a message on the field, and changes nothing', async () => {
    const { user, token } = await invitedUserWithLink();
    const response = await setPassword(token, 'Abc-123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toMatch(/at least 8 characters/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    expect((await setPassword(token, 'Now-Long-Enough-1')).statusCode).toBe(204); // the link was not used up
  });

  it('rejects a common password', async () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    const { token } = await invitedUserWithLink();
    const response = await setPassword(token, 'QwertyUiop');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toMatch(/too common/);
  });

  it('rejects the username as password', async () => {
    const { user, token } = await invitedUserWithLink();
    expect((await setPassword(token, user.username.toUpperCase())).statusCode).toBe(400);
  });

  it('accepts a 64-character passphrase and signs in with it', async () => {
    const { user, token } = await invitedUserWithLink();
    const passphrase = 'correct horse battery staple and a long quiet walk by the river!';
    expect(passphrase).toHaveLength(64);
    expect((await setPassword(token, passphrase)).statusCode).toBe(204);
    expect((await signIn(t.app, user.username, passphrase)).response.statusCode).toBe(200);
  });

  it('checks every character: a change after byte 72 fails sign-in', async () => {
    const { user, token } = await invitedUserWithLink();
    const first72 = 'a'.repeat(36) + 'B'.repeat(36);
    expect((await setPassword(token, `${first72}-tail-one`)).statusCode).toBe(204);
    expect((await signIn(t.app, user.username, `${first72}-tail-two`)).response.statusCode).toBe(401);
    expect((await signIn(t.app, user.username, `${first72}-tail-one`)).response.statusCode).toBe(200);
  });

  it('stores argon2id with the OWASP parameters, never the password', async () => {
    const user = await createUser(t.db, { password: 'Stored-Safely-2026' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('Stored-Safely-2026');
  });
});

describe('set-password links', () => {
  it('work once; a second use is refused', async () => {
    const { token } = await invitedUserWithLink();
    expect((await setPassword(token, 'First-Choice-2026')).statusCode).toBe(204);
    const again = await setPassword(token, 'Second-Choice-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('expire', async () => {
    const { user, token } = await invitedUserWithLink();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.userId, user.id));
    expect((await setPassword(token, 'Too-Late-Now-2026')).json().error.code).toBe('invalid_token');
  });

  it('are audited without the password or the token', async () => {
    const { user, token } = await invitedUserWithLink();
    await setPassword(token, 'Audited-Choice-2026');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(rows.map((r) => r.action)).toContain('auth.password.set');
    expect(JSON.stringify(rows)).not.toMatch(/Audited-Choice-2026|\$argon2/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const user = await createUser(t.db, { password: 'Old-Password-2026' });
    const other = await signIn(t.app, user.username, 'Old-Password-2026');
    const here = await signIn(t.app, user.username, 'Old-Password-2026');
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword, newPassword },
        headers: { cookie: here.cookie! },
      });

    const wrong = await change('Not-My-Password', 'New-Password-2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('currentPassword');

    expect((await change('Old-Password-2026', 'New-Password-2026')).statusCode).toBe(204);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me(other.cookie!)).statusCode).toBe(401);
    expect((await me(here.cookie!)).statusCode).toBe(200);
    expect((await signIn(t.app, user.username, 'Old-Password-2026')).response.statusCode).toBe(401);
    expect((await signIn(t.app, user.username, 'New-Password-2026')).response.statusCode).toBe(200);
  });
});
