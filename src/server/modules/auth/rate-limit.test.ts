import { describe, expect, it } from 'vitest';
import { appPerFile, buildTestApp, loginAs, type TestApp } from '../../../../tests/support/test-app';
import { createUser } from '../../seed/factories';
import { LOGIN_LIMITS } from './service';

const t = appPerFile();

const attempt = (app: TestApp, username: string, password: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

describe('failed sign-in throttling', () => {
  it('locks an account after too many failures, even for the right password, with Retry-After', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await attempt(t, user.username, `wrong-${i}-password`)).statusCode).toBe(401);
    }
    const locked = await attempt(t, user.username, user.password!);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('rate_limited');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
    expect(locked.cookies).toHaveLength(0);
  });

  it('counts the account whatever letter case the username is typed in', async () => {
    const user = await createUser(t.db, { username: 'case.counter' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      await attempt(t, i % 2 ? 'CASE.COUNTER' : 'case.counter', `wrong-${i}-password`);
    }
    expect((await attempt(t, 'Case.Counter', user.password!)).statusCode).toBe(429);
  });

  it('forgives earlier failures once the person signs in', async () => {
    const user = await createUser(t.db);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++)
        await attempt(t, user.username, 'wrong-password-x');
      expect((await attempt(t, user.username, user.password!)).statusCode).toBe(200);
    }
  });

  it('forgives earlier failures once the right current password is given to change it', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: cookie! },
        payload: { currentPassword, newPassword: 'Changed-Long-Passphrase-19' },
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) {
      expect((await change('wrong-password-x')).statusCode).toBe(400);
    }
    expect((await change(user.password!)).statusCode).toBe(204);
    // From an address of its own, so the earlier tests' failures from 127.0.0.1 play no part.
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
        remoteAddress: '10.4.0.1',
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) await signIn('wrong-password-x');
    expect((await signIn('Changed-Long-Passphrase-19')).statusCode).toBe(200);
  });

  it('limits one client IP across many usernames, and a changing X-Forwarded-For does not reset it', async () => {
    const ipApp = await buildTestApp();
    try {
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        const response = await attempt(ipApp, `nobody-${i}`, 'wrong-password-x', {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        expect(response.statusCode).toBe(401);
      }
      const next = await attempt(ipApp, 'nobody-else', 'wrong-password-x', {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(next.statusCode).toBe(429);
    } finally {
      await ipApp.close();
    }
  });

  it('uses X-Forwarded-For only when a trusted proxy is configured', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i <= LOGIN_LIMITS.perIp; i++) {
        const response = await attempt(proxied, `nobody-${i}`, 'wrong-password-x', {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        expect(response.statusCode).toBe(401); // each attempt comes from another real client
      }
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        await attempt(proxied, `someone-${i}`, 'wrong-password-x', { 'x-forwarded-for': '198.51.100.9' });
      }
      const sameClient = await attempt(proxied, 'someone-else', 'wrong-password-x', {
        'x-forwarded-for': '198.51.100.9',
      });
      expect(sameClient.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
